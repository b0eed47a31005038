/**
 * The lister state in the query string (spec section 3): each filter attribute a
 * comma-separated list, price as `from_to`, `sort`, and `page` for "load more".
 * Shared by the page composer (reading) and the lister blocks (writing links).
 */
export const LISTER_FILTER_PARAMS = [
  'colour',
  'by_size',
  'shifting',
  'material',
  'condition',
  'discipline',
  'manufacturer',
  'fast_delivery',
  'filter_category',
  'bike_collection',
  'product_family',
] as const;

export type ListerFilterParam = (typeof LISTER_FILTER_PARAMS)[number];

export interface ListerUrlState {
  filters: Partial<Record<ListerFilterParam, string[]>>;
  /** `from_to` in pounds, e.g. `500_1000`, or a comma-separated list of them (`500_1000,2000_3000`). */
  price?: string;
  sort?: string;
  page?: number;
  /** Search text on the search page. */
  q?: string;
}

const VALUE = /^[a-z0-9][a-z0-9-]{0,59}$/;
const PRICE = /^\d{1,6}(\.\d{1,2})?_\d{1,6}(\.\d{1,2})?$/;
export const MAX_PAGE = 50;

/** Reads the state from a query string; values that cannot be valid are dropped rather than failing the page. */
export function readListerUrl(query: URLSearchParams): ListerUrlState {
  const filters: ListerUrlState['filters'] = {};
  for (const name of LISTER_FILTER_PARAMS) {
    const values = [...new Set((query.get(name) ?? '').split(',').filter((v) => VALUE.test(v)))].slice(0, 50);
    if (values.length) filters[name] = values;
  }
  const state: ListerUrlState = { filters };
  const from = query.get('price_from');
  const to = query.get('price_to');
  const price = query.get('price') ?? (from !== null || to !== null ? `${numberOr(from, 0)}_${numberOr(to, 10000)}` : null);
  const ranges = [...new Set((price ?? '').split(',').filter((range) => PRICE.test(range)))].slice(0, 10);
  if (ranges.length) state.price = ranges.join(',');
  const sort = query.get('sort');
  if (sort) state.sort = sort;
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = Math.min(page, MAX_PAGE);
  const q = query.get('q');
  if (q) state.q = q;
  return state;
}

function numberOr(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : fallback;
}

/** The query string for a state (`?colour=red,blue&sort=price_asc`), empty when nothing is chosen. */
export function listerQuery(state: ListerUrlState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const name of LISTER_FILTER_PARAMS) {
    const values = state.filters[name];
    if (values?.length) params.set(name, values.join(','));
  }
  if (state.price) params.set('price', state.price);
  if (state.sort) params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** The state with one value added or removed; changing a filter starts again at the first page. */
export function toggleFilter(state: ListerUrlState, name: ListerFilterParam, value: string): ListerUrlState {
  const current = state.filters[name] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { page: _page, ...rest } = state;
  return { ...rest, filters: { ...state.filters, [name]: next } };
}

export function withoutFilters(state: ListerUrlState): ListerUrlState {
  const { page: _page, price: _price, ...rest } = state;
  return { ...rest, filters: {} };
}

export function hasSelection(state: ListerUrlState): boolean {
  return Boolean(state.price) || Object.values(state.filters).some((values) => values && values.length > 0);
}

/** The price ranges chosen, each `from_to`. */
export function priceValues(state: ListerUrlState): string[] {
  return state.price ? state.price.split(',') : [];
}

/** The state with one price range added or removed (a bucket link); starts again at the first page. */
export function togglePrice(state: ListerUrlState, value: string): ListerUrlState {
  const current = priceValues(state);
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { page: _page, price: _price, ...rest } = state;
  return next.length ? { ...rest, price: next.join(',') } : rest;
}

export function isListerFilter(name: string): name is ListerFilterParam {
  return (LISTER_FILTER_PARAMS as readonly string[]).includes(name);
}
