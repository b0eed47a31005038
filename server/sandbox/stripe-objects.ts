import { createHmac, randomBytes } from 'node:crypto';

/** The objects of the Stripe double (stripe-api.ts) in Stripe's own shapes, its test cards and its errors. */

/** What a card does when an intent is confirmed with it. */
export type Outcome = 'succeed' | 'decline' | 'authenticate';

export const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000002760003184': 'authenticate',
};

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string };
  created: number;
  livemode: false;
}

export type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: IntentStatus;
  capture_method: 'manual' | 'automatic';
  client_secret: string;
  payment_method: string | null;
  payment_method_types: string[];
  latest_charge: string | null;
  last_payment_error: StripeErrorBody | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  metadata: Record<string, string>;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'authentication_error' | 'idempotency_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: PaymentIntent;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export interface StripeSandboxOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where events are posted; may be set after start (the store's port is known only then). */
  webhookUrl?: string;
  /** The origin pages of the double are linked from; by default where it listens. */
  publicOrigin?: string;
}

export interface StripeSandbox {
  url: string;
  options: StripeSandboxOptions;
  /** Events sent or being sent, oldest first. */
  events: { id: string; type: string; delivered: boolean }[];
  /** Resolves when every webhook sent so far has been answered or given up. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** A card number's check digit is right (the Luhn check, as card forms do before asking the bank). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const now = () => Math.floor(Date.now() / 1000);

/** The `Stripe-Signature` header Stripe sends with `payload`: `stripe.webhooks.constructEvent` accepts it. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`;
}

export const CARD_DECLINED: StripeErrorBody = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
export const AUTHENTICATION_FAILED: StripeErrorBody = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};
