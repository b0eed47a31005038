/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/cart/merge-cart: the guest cart goes into the signed-in customer's cart.
 */
export interface CartMergeRequest {
  guestCartId: string;
  authCartId: string;
}
