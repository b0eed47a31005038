/**
 * The card payment provider. The browser hands card details to the provider (its hosted
 * fields) and gets a token back; the store only ever sees the token and authorises an
 * amount against it when the order is placed.
 */
export interface PaymentRequest {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  token: string;
  /** The same reference for a retried placement, so the provider authorises once. */
  reference: string;
}

export type PaymentResult =
  /** `captured`: the provider took the money at once (automatic capture); otherwise it is held until captured. */
  | { status: 'authorized'; reference: string; captured: boolean }
  | { status: 'declined'; message: string }
  /** The card issuer asks the shopper to confirm (3-D Secure); placing again after it decides. */
  | { status: 'challenge'; challengeUrl: string };

export interface PaymentProvider {
  authorize(request: PaymentRequest): Promise<PaymentResult>;
  /** Releases an authorisation whose order could not be placed (stock ran out, the basket changed). */
  release(reference: string): Promise<void>;
  /** Takes the money held by an authorisation (all of `amount`, minor units); answers the amount taken. */
  capture(reference: string, amount: number): Promise<{ amountCaptured: number }>;
  /** Gives back `amount` (minor units) of a captured payment; `key` makes a retried refund count once. */
  refund(reference: string, amount: number, key: string): Promise<{ refundId: string; amount: number }>;
}

export const DECLINED_MESSAGE = 'Your card was declined. Please check the details or use another card.';
export const CHALLENGE_FAILED_MESSAGE = 'Your bank could not confirm this payment. Please try again or use another card.';
