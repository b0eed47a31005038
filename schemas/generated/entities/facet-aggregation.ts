/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * One filter of a product list with the count of products behind each of its values (spec section 3, aggregations).
 */
export interface FacetAggregation {
  attribute_code:
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
    | 'product_family'
    | 'price';
  count: number;
  options: {
    label: string;
    value: string;
    count: number;
    selected: boolean;
  }[];
}
