import { invalid } from '../../lib/errors.ts';
import { FACET_ATTRIBUTES, type FacetAttribute } from './catalogue-records.ts';
import type { SearchPlan } from './search-plan.ts';

/** Spec section 9: first page 24, load more +12; API page size at most 100. */
export const LISTER_PAGE_SIZE = 24;
export const LOAD_MORE_STEP = 12;
export const MAX_PAGE_SIZE = 100;
/** Spec section 5: with no price filter the range is 0 to 10000. */
export const DEFAULT_PRICE_RANGE = { from: 0, to: 10000 } as const;
/** Upper bounds (pounds) of the price buckets offered as price filter values. */
export const PRICE_BUCKETS = [100, 500, 1000, 2000, 3000, 5000, 10000] as const;

export const SORT_KEYS = ['position', 'price', 'name', 'newest', 'relevance'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ASC' | 'DESC';
export interface ListerSort {
  key: SortKey;
  direction: SortDirection;
}

/** The lister's sort choices as they appear in the URL (`?sort=price_asc`). */
export const URL_SORTS = {
  position: { key: 'position', direction: 'ASC' },
  relevance: { key: 'relevance', direction: 'DESC' },
  price_asc: { key: 'price', direction: 'ASC' },
  price_desc: { key: 'price', direction: 'DESC' },
  newest: { key: 'newest', direction: 'DESC' },
  name_asc: { key: 'name', direction: 'ASC' },
} as const satisfies Record<string, ListerSort>;
export type UrlSort = keyof typeof URL_SORTS;

export type ListerScope = { kind: 'category'; categoryId: number } | { kind: 'search'; plan: SearchPlan };

export interface PriceRange {
  /** Pounds, as the shopper types them. */
  from: number;
  to: number;
}

export interface ListerSelection {
  scope: ListerScope;
  filters: Partial<Record<FacetAttribute, string[]>>;
  /** The lister's price range: from the smallest lower to the largest upper bound chosen (spec section 5), or the call's fromPrice/toPrice. */
  price?: PriceRange;
  /** The price ranges chosen (`500_1000,2000_3000`): a product priced in any one of them matches. */
  priceRanges?: PriceRange[];
  sort: ListerSort;
  pageSize: number;
  currentPage: number;
}

export const FILTER_VALUE = /^[a-z0-9][a-z0-9-]{0,59}$/;
const PRICE_VALUE = /^(\d{1,6}(?:\.\d{1,2})?)_(\d{1,6}(?:\.\d{1,2})?)$/;

export function isFacetAttribute(name: string): name is FacetAttribute {
  return (FACET_ATTRIBUTES as readonly string[]).includes(name);
}

/** A price filter value `from_to`; undefined when it is not of that form. */
export function parsePriceValue(value: string): PriceRange | undefined {
  const match = PRICE_VALUE.exec(value);
  if (!match) return undefined;
  const range = { from: Number(match[1]), to: Number(match[2]) };
  return range.from <= range.to ? range : undefined;
}

/**
 * The price filter of the ranges chosen: a price in any one of them matches (their union), and
 * the lister's range runs from the smallest lower to the largest upper bound (spec section 5).
 */
export function priceFilter(ranges: PriceRange[]): Pick<ListerSelection, 'price' | 'priceRanges'> {
  if (!ranges.length) return {};
  return { price: { from: Math.min(...ranges.map((r) => r.from)), to: Math.max(...ranges.map((r) => r.to)) }, priceRanges: ranges };
}

/** The ranges of a call's price filter values, each `from_to` or a comma list of them; a malformed one is a 400 naming it. */
export function priceRangesOf(values: string[], field: string): PriceRange[] {
  return values.flatMap((value, index) =>
    value.split(',').map((part) => {
      const range = parsePriceValue(part.trim());
      if (!range)
        throw invalid(
          `${field}[${index}] must be a price range "from_to" in pounds with from ≤ to, e.g. "500_1000" (or several: "500_1000,2000_3000"); "${part}" is not`,
          field,
        );
      return range;
    }),
  );
}

/** Whether a price in pence is within the selection's price range and, when ranges were chosen, in one of them. */
export function matchesPrice(selection: Pick<ListerSelection, 'price' | 'priceRanges'>, pence: number): boolean {
  const within = (range: PriceRange) => pence >= Math.round(range.from * 100) && pence <= Math.round(range.to * 100);
  return (!selection.price || within(selection.price)) && (!selection.priceRanges || selection.priceRanges.some(within));
}

/** Every distinct value once, in the order given. */
export function uniqueValues(values: string[]): string[] {
  return [...new Set(values)];
}
