import {
  CARD_DECLINED,
  id,
  now,
  type Outcome,
  type PaymentIntent,
  type PaymentMethod,
  StripeApiError,
  type StripeSandbox,
  type StripeSandboxOptions,
  stripeSignature,
} from './stripe-objects.ts';

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

/**
 * What the Stripe double holds (payment methods, intents, refunds) and what happens to an intent:
 * confirming it with its card's outcome, authorising it, and the signed webhook each change sends.
 */
export function stripeLedger(options: StripeSandboxOptions, origin: () => string, sent: StripeSandbox['events'], pending: Set<Promise<void>>) {
  const methods = new Map<string, { method: PaymentMethod; outcome: Outcome }>();
  const intents = new Map<string, PaymentIntent>();
  const refunds = new Map<string, Refund>();

  for (const [name, number, outcome] of [
    ['pm_card_visa', '4242424242424242', 'succeed'],
    ['pm_card_chargeDeclined', '4000000000000002', 'decline'],
    ['pm_card_authenticationRequired', '4000002760003184', 'authenticate'],
  ] as const)
    methods.set(name, { method: paymentMethod(name, number, 12, 2034), outcome });

  function paymentMethod(methodId: string, number: string, month: number, year: number): PaymentMethod {
    return {
      id: methodId,
      object: 'payment_method',
      type: 'card',
      card: {
        brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown',
        last4: number.slice(-4),
        exp_month: month,
        exp_year: year,
        country: 'GB',
      },
      created: now(),
      livemode: false,
    };
  }

  /** Signs and posts an event to the webhook URL, with a few retries, as Stripe does. */
  function emit(type: string, object: unknown) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    };
    const record = { id: event.id, type, delivered: false };
    sent.push(record);
    const url = options.webhookUrl;
    if (!url) return;
    const payload = JSON.stringify(event);
    const delivery = (async () => {
      for (let attempt = 0; attempt < 3 && !record.delivered; attempt++) {
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripeSignature(payload, options.webhookSecret) },
            body: payload,
            signal: AbortSignal.timeout(5000),
          });
          await res.body?.cancel();
          record.delivered = res.ok;
        } catch {
          // Retried below.
        }
        if (!record.delivered) await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      }
    })();
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  }

  /** Confirms an intent with its payment method: succeeds, declines, or asks for 3-D Secure on the double's page. */
  function confirm(intent: PaymentIntent, returnUrl: string | undefined) {
    const entry = intent.payment_method ? methods.get(intent.payment_method) : undefined;
    if (!entry)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${intent.payment_method ?? ''}'`,
        param: 'payment_method',
      });
    if (entry.outcome === 'decline') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = CARD_DECLINED;
      emit('payment_intent.payment_failed', intent);
      throw new StripeApiError(402, { ...CARD_DECLINED, payment_intent: structuredClone(intent) });
    }
    if (entry.outcome === 'authenticate') {
      if (!returnUrl)
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: 'This PaymentIntent requires a return_url to authenticate the card (3-D Secure).',
          param: 'return_url',
        });
      intent.status = 'requires_action';
      intent.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `${origin()}/3ds/${intent.id}/`, return_url: returnUrl } };
      emit('payment_intent.requires_action', intent);
      return;
    }
    authorised(intent);
  }

  function authorised(intent: PaymentIntent) {
    intent.next_action = null;
    intent.last_payment_error = null;
    intent.latest_charge = id('ch');
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
      emit('payment_intent.amount_capturable_updated', intent);
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      emit('payment_intent.succeeded', intent);
    }
  }

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent)
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${intentId}'`,
        param: 'intent',
      });
    return intent;
  };

  return { methods, intents, refunds, paymentMethod, intentOf, emit, confirm, authorised };
}

export type StripeLedger = ReturnType<typeof stripeLedger>;
