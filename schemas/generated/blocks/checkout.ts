/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The GB checkout: shipping address, delivery method, payment (with an optional cycle-to-work certificate) and placing the order. The cart, the customer and the delivery choices are fetched by the browser.
 */
export interface CheckoutProps {
  /**
   * Where the card is typed and turned into a token: the payment provider's own fields, never the store. sandbox: the store's sandbox token address; stripe: Stripe.js (or the local Stripe double's copy of it) with the publishable key, whose hosted card fields make a PaymentMethod.
   */
  payment: {
    provider: 'sandbox' | 'stripe';
    tokensUrl?: string;
    /**
     * Show the test card numbers (sandbox, or Stripe through its local double)
     */
    testCards?: boolean;
    /**
     * Stripe's publishable key
     */
    publishableKey?: string;
    /**
     * Stripe.js: https://js.stripe.com/v3/, or the local Stripe double's /v3/
     */
    scriptUrl?: string;
  };
}
