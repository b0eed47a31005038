/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/checkout/place-order, with an Idempotency-Key header
 */
export interface CheckoutPlaceOrderRequest {
  /**
   * One of the customer's saved addresses
   */
  shippingAddressId: number;
  deliveryMethod: 'standard' | 'express';
  /**
   * The payment provider's token for the card
   */
  paymentToken?: string;
  /**
   * A cycle-to-work certificate paying part or all of the order: checked with its scheme before any card is charged, used once
   */
  certificate?: {
    /**
     * The certificate number, as printed on it
     */
    number: string;
    /**
     * The scheme that issued it, one of the known cycle-to-work schemes
     */
    issuedBy: string;
    /**
     * What the certificate pays, in pounds (19.99 or "19.99"), at most its value; without it, its value up to the order total
     */
    amount?: number | string;
  };
}
