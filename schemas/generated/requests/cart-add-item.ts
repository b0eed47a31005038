/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/cart/add-item: Magento's CartItemInput list.
 */
export interface CartAddItemRequest {
  /**
   * @minItems 1
   * @maxItems 20
   */
  cartItems: {
    sku: string;
    quantity: number;
    parent_sku?: string;
    /**
     * @maxItems 4
     */
    selected_options?: string[];
    /**
     * @maxItems 8
     */
    entered_options?: {
      uid: string;
      value: string;
    }[];
  }[];
}
