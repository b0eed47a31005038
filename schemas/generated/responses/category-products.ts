/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { FacetAggregation } from '../entities/facet-aggregation.ts';
import type { ProductItem } from '../entities/product-item.ts';

/**
 * POST /nuxt/api/category/products: one page of a category's products with the facet counts of the selection.
 */
export interface CategoryProductsResponse {
  products: {
    items: ProductItem[];
    page_info: {
      current_page: number;
      page_size: number;
      total_pages: number;
    };
    total_count: number;
    aggregations: FacetAggregation[];
  };
}
