/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The GB checkout: shipping address, delivery method, payment (with an optional cycle-to-work certificate) and placing the order. The cart, the customer and the delivery choices are fetched by the browser.
 */
export interface CheckoutProps {
  /**
   * Where the card fields send the card for a token: the payment provider's hosted fields, never the store. stripe: the card fields are Stripe's Payment Element, not mounted by this build yet, so no card fields are shown.
   */
  payment: {
    provider: 'sandbox' | 'stripe';
    tokensUrl?: string;
    /**
     * Show the sandbox's test card numbers
     */
    testCards?: boolean;
  };
}
