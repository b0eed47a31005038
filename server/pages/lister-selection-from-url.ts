import { type ListerUrlState, priceValues } from '../../domain/catalog/lister-url.ts';
import type { FacetAttribute } from '../commerce/catalog/catalogue-records.ts';
import {
  LISTER_PAGE_SIZE,
  type ListerScope,
  type ListerSelection,
  LOAD_MORE_STEP,
  type PriceRange,
  parsePriceValue,
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

/** Spec section 5, as for the API: from the smallest lower bound to the largest upper bound of the ranges chosen. */
function priceSpan(values: string[]): PriceRange | undefined {
  const ranges = values.map(parsePriceValue).filter((range) => range !== undefined);
  if (!ranges.length) return undefined;
  return { from: Math.min(...ranges.map((r) => r.from)), to: Math.max(...ranges.map((r) => r.to)) };
}

/** The lister selection behind a page URL; an unknown sort falls back to the default instead of failing the page. */
export function selectionFromUrl(scope: ListerScope, state: ListerUrlState, sorts: readonly UrlSort[]): ListerSelection {
  const sort = isUrlSort(state.sort, sorts) ? URL_SORTS[state.sort] : URL_SORTS[sorts[0] ?? 'position'];
  const price = priceSpan(priceValues(state));
  return {
    scope,
    filters: state.filters as Partial<Record<FacetAttribute, string[]>>,
    ...(price ? { price } : {}),
    sort,
    pageSize: itemsToShow(state.page),
    currentPage: 1,
  };
}
