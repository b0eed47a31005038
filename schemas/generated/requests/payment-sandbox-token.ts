/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /sandbox/payments/tokens: the local payment provider's hosted fields
 */
export interface PaymentSandboxTokenRequest {
  cardNumber: string;
  expiry: string;
  cvc: string;
}
