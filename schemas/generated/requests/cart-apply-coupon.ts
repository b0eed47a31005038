/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/cart/apply-coupon
 */
export interface CartApplyCouponRequest {
  couponCode: string;
}
