import { tFor } from '../../domain/i18n/index.ts';
import { escapeHtml } from '../render/escape.ts';
import type { Composer } from './types.ts';
import { node } from './node.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

/** The in-store collection screen (/stores/collection-screen/): basic layout, so no header, footer or go-in-store option. */
export const composeCollectionScreen: Composer = async (req) => {
  const t = tFor(req.site.locale, 'countries', 'collectionScreen');
  const steps = ['stepOrder', 'stepDesk', 'stepBike'].map((key) => `<li>${escapeHtml(t(key))}</li>`).join('');
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'collection-screen',
    layout: 'basic',
    locale: req.site.locale,
    meta: { title: t('title'), robots: 'noindex' },
    root: node('stack', 'collection-screen', { width: 'narrow' }, [
      node('heading', 'collection-screen-title', { text: t('title'), level: 1, eyebrow: t('eyebrow') }),
      node('rich-text', 'collection-screen-steps', { html: `<p>${escapeHtml(t('intro'))}</p><ol>${steps}</ol>` }),
    ]),
  };
};
