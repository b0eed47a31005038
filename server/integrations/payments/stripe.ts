import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { invalid } from '../../lib/errors.ts';
import { IntegrationError } from '../http-json.ts';
import { CHALLENGE_FAILED_MESSAGE, DECLINED_MESSAGE, type PaymentProvider, type PaymentResult } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  /** The local Stripe double (scheme, host, port); unset, Stripe itself. */
  apiHost: string | undefined;
  captureMethod: 'manual' | 'automatic';
  /** Where the card issuer's 3-D Secure page sends the shopper back (absolute). */
  returnUrl: string;
  timeoutMs: number;
}

/** The official SDK, pointed at Stripe or, through `host`/`port`/`protocol`, at the local double. */
export function stripeClient({ secretKey, apiHost, timeoutMs }: Pick<StripeSettings, 'secretKey' | 'apiHost' | 'timeoutMs'>): Stripe {
  const target = apiHost ? new URL(apiHost) : undefined;
  return new Stripe(secretKey, {
    timeout: timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'northvale-storefront' },
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

/** Stripe's failures as ours: a card the issuer refused is a decline; anything else is the provider being unavailable. */
function unavailable(error: unknown, what: string): never {
  if (error instanceof Stripe.errors.StripeError)
    throw new IntegrationError('payments', `${what}: ${error.type} ${error.code ?? ''} ${error.message}`.trim(), { cause: error });
  throw error;
}

const declinedBy = (code: string | undefined): PaymentResult => ({
  status: 'declined',
  message: code === 'payment_intent_authentication_failure' ? CHALLENGE_FAILED_MESSAGE : DECLINED_MESSAGE,
});

/**
 * Card payments through Stripe's Payment Intents. The browser turns the card into a
 * PaymentMethod with Stripe's hosted fields (the Payment Element); the store creates and
 * confirms an intent for the order's amount with it. Stripe's Idempotency-Key is the
 * placement's reference with the card and amount, so a retried placement (after 3-D
 * Secure, or a lost answer) finds the same intent, and a new card makes a new one.
 */
export function stripePayments(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  const apiOrigin = settings.apiHost ? new URL(settings.apiHost).origin : undefined;

  const outcomeOf = (intent: Stripe.PaymentIntent): PaymentResult | undefined => {
    switch (intent.status) {
      case 'requires_capture':
        return { status: 'authorized', reference: intent.id, captured: false };
      case 'succeeded':
        return { status: 'authorized', reference: intent.id, captured: true };
      case 'requires_payment_method':
      case 'canceled':
        return declinedBy(intent.last_payment_error?.code);
      case 'requires_action': {
        const url = intent.next_action?.redirect_to_url?.url;
        // The issuer's page is Stripe's (https) or the configured double's.
        if (url && (url.startsWith('https://') || (apiOrigin && new URL(url).origin === apiOrigin))) return { status: 'challenge', challengeUrl: url };
        throw new IntegrationError('payments', `intent ${intent.id} asks for an action the checkout cannot take (${intent.next_action?.type ?? 'none'})`);
      }
      default:
        return undefined;
    }
  };

  return {
    async authorize({ amount, currency, token, reference }) {
      if (!/^pm_[A-Za-z0-9_]{3,}$/.test(token)) throw invalid('Your card details could not be used. Please enter them again.', 'paymentToken');
      const idempotencyKey = `${reference}-${createHash('sha256').update(`${token} ${amount} ${currency}`).digest('base64url').slice(0, 16)}`;
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            payment_method: token,
            capture_method: settings.captureMethod,
            confirm: true,
            return_url: settings.returnUrl,
            metadata: { reference },
          },
          { idempotencyKey },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return declinedBy(error.code);
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method')
          throw invalid('Your card details could not be used. Please enter them again.', 'paymentToken');
        return unavailable(error, 'create payment intent');
      }
      // A replayed create answers what it answered then: after 3-D Secure, the intent itself says how it ended.
      if (intent.status === 'requires_action' || intent.status === 'processing') {
        intent = await stripe.paymentIntents.retrieve(intent.id).catch((error: unknown) => unavailable(error, 'retrieve payment intent'));
      }
      const outcome = outcomeOf(intent);
      if (!outcome) throw new IntegrationError('payments', `intent ${intent.id} is ${intent.status}`);
      return outcome;
    },

    async release(reference) {
      try {
        await stripe.paymentIntents.cancel(reference, { cancellation_reason: 'abandoned' }, { idempotencyKey: `cancel-${reference}` });
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state'))
          unavailable(error, 'cancel payment intent');
        // Taken already (automatic capture): given back in full. Cancelled already: nothing is held.
        const intent = await stripe.paymentIntents.retrieve(reference).catch((e: unknown) => unavailable(e, 'retrieve payment intent'));
        if (intent.status === 'succeeded')
          await stripe.refunds
            .create({ payment_intent: reference }, { idempotencyKey: `release-${reference}` })
            .catch((e: unknown) => unavailable(e, 'refund'));
      }
    },

    async capture(reference, amount) {
      try {
        const intent = await stripe.paymentIntents.capture(reference, { amount_to_capture: amount }, { idempotencyKey: `capture-${reference}` });
        return { amountCaptured: intent.amount_received };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
          const intent = await stripe.paymentIntents.retrieve(reference).catch((e: unknown) => unavailable(e, 'retrieve payment intent'));
          if (intent.status === 'succeeded') return { amountCaptured: intent.amount_received };
        }
        return unavailable(error, 'capture payment intent');
      }
    },

    async refund(reference, amount, key) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: reference, amount }, { idempotencyKey: key });
        return { refundId: refund.id, amount: refund.amount };
      } catch (error) {
        return unavailable(error, 'refund');
      }
    },
  };
}
