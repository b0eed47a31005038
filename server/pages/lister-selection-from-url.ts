import { PRICE_CURRENCY_PARAM, priceQueryInPounds } from '../../domain/catalog/price-filter-currency.ts';
import { type ListerUrlState, priceValues, readListerUrl } from '../../domain/catalog/lister-url.ts';
import { shopperPricing } from '../commerce/currency/shopper-pricing.ts';
import type { PageRequest } from './types.ts';
import type { FacetAttribute } from '../commerce/catalog/catalogue-records.ts';
import {
  LISTER_PAGE_SIZE,
  type ListerScope,
  type ListerSelection,
  LOAD_MORE_STEP,
  parsePriceValue,
  priceFilter,
  URL_SORTS,
  type UrlSort,
} from '../commerce/catalog/lister-selection.ts';

/** Page 1 shows 24 products and every "load more" 12 more, so page n shows 24 + 12·(n−1). */
export function itemsToShow(page: number | undefined): number {
  return LISTER_PAGE_SIZE + LOAD_MORE_STEP * ((page ?? 1) - 1);
}

export function isUrlSort(value: string | undefined, allowed: readonly string[]): value is UrlSort {
  return value !== undefined && Object.hasOwn(URL_SORTS, value) && allowed.includes(value);
}

/** The lister selection behind a page URL; an unknown sort falls back to the default instead of failing the page. */
export function selectionFromUrl(scope: ListerScope, state: ListerUrlState, sorts: readonly UrlSort[]): ListerSelection {
  const sort = isUrlSort(state.sort, sorts) ? URL_SORTS[state.sort] : URL_SORTS[sorts[0] ?? 'position'];
  // A malformed range is dropped rather than failing the page, as any bad filter value.
  const price = priceFilter(priceValues(state).flatMap((value) => parsePriceValue(value) ?? []));
  return {
    scope,
    filters: state.filters as Partial<Record<FacetAttribute, string[]>>,
    ...price,
    sort,
    pageSize: itemsToShow(state.page),
    currentPage: 1,
  };
}

/** The lister state of a page's query, with price bounds typed in the shopper's currency read in pounds. */
export async function listerStateOf(req: Pick<PageRequest, 'db' | 'location' | 'query'>): Promise<ListerUrlState> {
  if (!req.query.has(PRICE_CURRENCY_PARAM)) return readListerUrl(req.query);
  const pricing = await shopperPricing(req.db, req.location);
  return readListerUrl(priceQueryInPounds(req.query, pricing));
}
