import { tFor } from '../../domain/i18n/index.ts';
import type { CycleToWorkQuoteProps } from '../../schemas/generated/index.ts';
import { parseTotal, RAISED_SCHEME_LIMIT } from '../../domain/cycle-to-work/scheme.ts';
import { node } from './node.ts';
import type { Composer } from './types.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

/** A bike page may link here with ?bike=, ?sku= and ?total= (pounds); anything unusable is left out. */
function prefill(query: URLSearchParams): CycleToWorkQuoteProps {
  const bike = query.get('bike')?.trim().slice(0, 200);
  const sku = query.get('sku')?.trim();
  const total = parseTotal(query.get('total'));
  return {
    ...(bike ? { bike } : {}),
    ...(sku && /^[A-Za-z0-9-]{1,80}$/.test(sku) ? { bikeSku: sku } : {}),
    ...(total && total <= RAISED_SCHEME_LIMIT ? { total } : {}),
  };
}

/** /cycletowork/quote/ (spec section 2: simple layout): the quote form under its title. */
export const composeCycleToWorkQuote: Composer = async (req) => {
  const locale = req.site.locale;
  const t = tFor(locale, 'cycletowork');
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'cycletowork',
    layout: 'simple',
    locale,
    meta: { title: t('title'), description: t('intro') },
    root: node('stack', 'cycle-to-work-quote-page', { width: 'narrow', gap: 'medium' }, [
      node('heading', 'cycle-to-work-quote-title', { text: t('title'), level: 1, eyebrow: t('eyebrow') }),
      node('cycle-to-work-quote', 'cycle-to-work-quote', prefill(req.query)),
    ]),
  };
};
