import type { CategoryProductsRequest } from '../../../schemas/generated/index.ts';
import type { Queryable } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import type { DataEnvironment, FacetAttribute } from './catalogue-records.ts';
import { FILTER_VALUE, type ListerSelection, LISTER_PAGE_SIZE, priceFilter, priceRangesOf, type SortKey, uniqueValues } from './lister-selection.ts';

/** Turns a schema-valid category products request into a lister selection; bad values get a 4xx naming the field. */
export async function selectionFromRequest(db: Queryable, request: CategoryProductsRequest, dataEnv: DataEnvironment): Promise<ListerSelection> {
  const categoryId = Number(request.categoryId);
  // A lister only the staging data environment has is unknown elsewhere (spec sections 1 and 3).
  const [category] = await db.query<{ id: number }>(`select id from catalog_categories where id = $1 and (not staging_only or $2 = 'staging')`, [
    categoryId,
    dataEnv,
  ]);
  if (!category) throw new DomainError('not_found', `No category with categoryId ${categoryId}`, 'categoryId');
  const filters: Partial<Record<FacetAttribute, string[]>> = {};
  let price: Pick<ListerSelection, 'price' | 'priceRanges'> = {};
  (request.filters ?? []).forEach((filter, index) => {
    const field = `filters[${index}].values`;
    if (filter.parentAttribute === 'price') {
      price = priceFilter(priceRangesOf(filter.values, field));
      return;
    }
    const bad = filter.values.findIndex((value) => !FILTER_VALUE.test(value));
    if (bad >= 0) throw invalid(`${field}[${bad}] must be a filter value code: lower-case letters, digits and hyphens, e.g. "signal-red"`, field);
    const attribute = filter.parentAttribute as FacetAttribute;
    filters[attribute] = uniqueValues([...(filters[attribute] ?? []), ...filter.values]);
  });
  if (request.fromPrice !== undefined || request.toPrice !== undefined) {
    const from = request.fromPrice ?? 0;
    const to = request.toPrice ?? 10000;
    if (from > to) throw invalid('fromPrice must not be above toPrice', 'fromPrice');
    // The call's own bounds narrow the ranges chosen in its filters.
    price = { ...price, price: { from, to } };
  }
  const [sortKey, direction] = Object.entries(request.sort ?? {})[0] ?? ['position', 'ASC'];
  return {
    scope: { kind: 'category', categoryId },
    filters,
    ...price,
    sort: { key: sortKey as SortKey, direction: direction as 'ASC' | 'DESC' },
    pageSize: request.pageSize ?? LISTER_PAGE_SIZE,
    currentPage: request.currentPage ?? 1,
  };
}
