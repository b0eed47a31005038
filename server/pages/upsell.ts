import { productNameIn } from '../../domain/catalog/catalogue-texts.ts';
import { findProductByUrlKey } from '../commerce/catalog/find-product.ts';
import { lookupUrl, toUrlKey } from '../commerce/content/url-lookup.ts';
import { upsellProducts } from '../commerce/catalog/upsell-products.ts';
import { toProductCard } from './catalog-cards.ts';
import type { Composer } from './types.ts';
import { node } from './node.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

const TEXT = {
  en: { title: 'Complete your ride', intro: (name: string) => `Riders who chose the ${name} often add these.`, generic: 'Kit that goes with every bike.' },
  de: {
    title: 'Mach dein Rad komplett',
    intro: (name: string) => `Wer das ${name} gewählt hat, kauft oft auch diese Produkte.`,
    generic: 'Ausrüstung, die zu jedem Rad passt.',
  },
};

/**
 * The up-sell page for a path containing 'review' (/{bike}/review/) that the lookup does not
 * know (spec section 4: a 404 lookup is not an error there); a known page such as the
 * /reviews/ content page keeps its own composer.
 */
export const composeUpsell: Composer = async (req) => {
  const known = await lookupUrl(req.db, toUrlKey(req.path), req.site.dataEnv);
  if (known.page_type && known.page_status !== '404') return undefined;
  const locale = req.site.locale;
  const urlKey = req.path.split('/').find((segment) => segment && !segment.includes('review')) ?? '';
  const bike = urlKey ? await findProductByUrlKey(req.db, urlKey) : undefined;
  const products = await upsellProducts(req.db, bike);
  const bikeName = bike ? productNameIn(bike, locale) : undefined;
  const text = TEXT[locale];
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'up-sell',
    layout: 'default',
    locale,
    meta: { title: text.title, robots: 'noindex, follow' },
    root: node('stack', 'upsell', { width: 'wide', gap: 'large' }, [
      node('heading', 'upsell-title', { text: text.title, level: 1, ...(bikeName ? { eyebrow: bikeName } : {}) }),
      node('product-grid', 'upsell-products', {
        title: bikeName ? text.intro(bikeName) : text.generic,
        listName: 'Up-sell',
        // One tap adds what needs no choice: in stock and in one size.
        products: products.map((row) => ({ ...toProductCard(row, req), quickAdd: row.stock_qty > 0 && row.sizes.length <= 1 })),
      }),
      node('recently-viewed', 'recently-viewed', {}),
    ]),
  };
};
