/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The GB checkout: shipping address, delivery method, payment (with an optional cycle-to-work certificate) and placing the order. The cart, the customer and the delivery choices are fetched by the browser.
 */
export interface CheckoutProps {
  /**
   * Where the card is typed and turned into a token: the payment provider's own fields, never the store. stripe: Stripe.js (or the local Stripe double's copy of it, the sandbox) with the publishable key, whose hosted card fields make a PaymentMethod.
   */
  payment: {
    provider: 'stripe';
    /**
     * Show the test card numbers (Stripe through its local double, the sandbox)
     */
    testCards?: boolean;
    /**
     * Stripe's publishable key
     */
    publishableKey: string;
    /**
     * Stripe.js: https://js.stripe.com/v3/, or the local Stripe double's /v3/
     */
    scriptUrl: string;
  };
}
