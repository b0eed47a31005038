import type { Language } from '../../../domain/i18n/index.ts';
import type { CategoryProductsResponse } from '../../../schemas/generated/index.ts';
import type { Queryable } from '../../db/database.ts';
import { listProducts } from './list-products.ts';
import type { ListerSelection } from './lister-selection.ts';
import { toProductItem } from './product-item.ts';

/** `products` of the category products call: items, page_info, total_count, aggregations. */
export type ListerProducts = CategoryProductsResponse['products'];

/** A page of products for a selection with the facet counts of that selection. */
export async function listerProducts(db: Queryable, selection: ListerSelection, locale: Language): Promise<ListerProducts> {
  const page = await listProducts(db, selection, locale);
  return {
    items: page.rows.map((row) => toProductItem(row, locale)),
    page_info: { current_page: selection.currentPage, page_size: selection.pageSize, total_pages: Math.ceil(page.totalCount / selection.pageSize) },
    total_count: page.totalCount,
    aggregations: page.aggregations,
  };
}
