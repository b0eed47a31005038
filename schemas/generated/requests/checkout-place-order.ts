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
   * A cycle-to-work certificate paying part of the order
   */
  certificate?: {
    /**
     * Pounds
     */
    amount: number;
    issuedBy: string;
  };
}
