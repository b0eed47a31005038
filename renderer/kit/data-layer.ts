import type { PageTree, ProductCard } from '../../schemas/generated/index.ts';
import { toMajor } from '../../domain/money.ts';

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Events of this visit, held until the visitor's analytics choice is known. */
let waiting: DataLayerEvent[] = [];
let analyticsGranted = false;

/**
 * Pushes an analytics event (spec section 9) onto `window.dataLayer`, creating it when absent.
 * Without analytics consent nothing reaches it: the event waits until the choice is made.
 */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  if (!analyticsGranted) {
    waiting.push(event);
    return;
  }
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** Analytics consent given: the data layer starts, with the events of this visit that waited for it. */
export function startDataLayer(): void {
  if (typeof window === 'undefined') return;
  analyticsGranted = true;
  const held = waiting;
  waiting = [];
  for (const event of held) pushDataLayer(event);
}

/** Analytics declined or withdrawn: nothing more is pushed, and what waited is dropped. */
export function stopDataLayer(): void {
  analyticsGranted = false;
  waiting = [];
}

/** An impression or product entry; the brand is the manufacturer (Northvale for bikes); positions count from 1. */
export function analyticsProduct(product: Pick<ProductCard, 'sku' | 'name' | 'brand' | 'category' | 'price' | 'specialPrice' | 'tier'>, position?: number) {
  return {
    id: product.sku,
    name: product.name,
    brand: product.brand,
    category: product.category,
    price: toMajor(product.specialPrice ?? product.price),
    ...(product.tier ? { variant: product.tier } : {}),
    ...(position ? { position } : {}),
  };
}

/** Category impressions: positions count from 1 across "load more". */
export function pushImpressions(products: ProductCard[], list: string, firstPosition: number, currency: string): void {
  if (!products.length) return;
  pushDataLayer({
    event: 'productImpressions',
    ecommerce: {
      currencyCode: currency,
      impressions: products.map((product, index) => ({ ...analyticsProduct(product, firstPosition + index), list })),
    },
  });
}

/** The page-type events of spec section 9; commerce pages announce themselves through their blocks. */
const PAGE_TYPE_EVENTS: Partial<Record<PageTree['pageType'], string>> = {
  home: 'homePageView',
  blog: 'blogListerView',
  'blog-post': 'blogPostView',
  'cms-page': 'cmsPageView',
};

/** The event a page of this type pushes when shown, or undefined for types without one. */
export function pageTypeEvent(
  page: Pick<PageTree, 'pageType' | 'locale'> & { meta: Pick<PageTree['meta'], 'title'> },
  path: string,
): DataLayerEvent | undefined {
  const event = PAGE_TYPE_EVENTS[page.pageType];
  if (!event) return undefined;
  return { event, page: { type: page.pageType, title: page.meta.title, path, language: page.locale } };
}
