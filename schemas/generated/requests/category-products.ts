/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/category/products. Prices are decimal pounds.
 */
export interface CategoryProductsRequest {
  categoryId: number | string;
  pageSize?: number;
  currentPage?: number;
  fromPrice?: number;
  toPrice?: number;
  /**
   * @maxItems 12
   */
  filters?: {
    parentAttribute:
      | 'price'
      | 'colour'
      | 'by_size'
      | 'shifting'
      | 'material'
      | 'condition'
      | 'discipline'
      | 'manufacturer'
      | 'fast_delivery'
      | 'filter_category'
      | 'bike_collection'
      | 'product_family';
    /**
     * @maxItems 50
     */
    values: string[];
  }[];
  sort?: {
    [k: string]: 'ASC' | 'DESC';
  };
}
