/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/checkout/finance-application, with an Idempotency-Key header: pay for the basket with finance, by an application at the finance provider
 */
export interface CheckoutFinanceApplicationRequest {
  /**
   * One of the customer's saved addresses
   */
  shippingAddressId: number;
  deliveryMethod: 'standard' | 'express';
  /**
   * The finance product (plan) chosen, one offered for the order's total and deposit
   */
  productId: string;
  /**
   * The deposit, in whole percent of the order's total: one the provider accepts
   */
  depositPercent: number;
}
