/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A product as the category products call returns it (spec section 3, Product): prices in major units of its currency.
 */
export interface ProductItem {
  __typename: 'BundleProduct' | 'SimpleProduct';
  id: number;
  uid: string;
  sku: string;
  name: string;
  subtitle: string;
  url_key: string;
  manufacture: string;
  aggregated_price: number;
  aggregated_price_special: number | null;
  currency: string;
  category_level_1: string;
  category_level_3: string;
  linked_specifications: {
    label: string;
    value: string;
  }[];
  image: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  stock_qty: number;
  dispatch_date: string;
  tier: string | null;
  colours: string[];
  /**
   * Approved reviews of the product
   */
  review_count?: number;
  /**
   * Their average rating to one decimal; 0 without reviews
   */
  rating_average?: number;
}
