/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/cart/remove-item
 */
export interface CartRemoveItemRequest {
  cartItemId: string;
}
