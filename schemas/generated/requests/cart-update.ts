/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/cart/update-cart: Magento's CartItemUpdateInput list; quantity 0 removes the line.
 */
export interface CartUpdateRequest {
  /**
   * @minItems 1
   * @maxItems 50
   */
  cartItems: {
    cart_item_uid: string;
    quantity: number;
  }[];
}
