import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { issuerPages } from './stripe-issuer.ts';
import { stripeLedger } from './stripe-ledger.ts';
import { stripeRequests } from './stripe-requests.ts';
import { id, luhnValid, now, type PaymentIntent, StripeApiError, type StripeSandbox, type StripeSandboxOptions, TEST_CARDS } from './stripe-objects.ts';

export { type StripeSandbox, type StripeSandboxOptions, stripeSignature } from './stripe-objects.ts';

/**
 * A local double of Stripe's API: the part of it the store uses, with Stripe's own shapes,
 * so the official SDK (pointed here with `host`/`port`/`protocol`) runs the same code path
 * as against api.stripe.com. Payment methods from test cards, Payment Intents (create,
 * confirm, retrieve, capture, cancel), refunds, Idempotency-Key replays, a 3-D Secure
 * page of its own, and webhooks signed as Stripe signs them (Stripe-Signature t=…,v1=…).
 *
 * Test cards, as Stripe's:
 *   4242 4242 4242 4242  succeeds                 (pm_card_visa)
 *   4000 0000 0000 0002  declined                 (pm_card_chargeDeclined)
 *   4000 0027 6000 3184  asks for 3-D Secure      (pm_card_authenticationRequired)
 * Any other number that passes the Luhn check succeeds.
 */

/** The double's routes; `startStripeSandbox` serves them on a port of their own. */
export function stripeSandboxApp(options: StripeSandboxOptions, origin: () => string, sent: StripeSandbox['events'], pending: Set<Promise<void>>) {
  const ledger = stripeLedger(options, origin, sent, pending);
  const { methods, intents, refunds, paymentMethod, emit, confirm, intentOf } = ledger;

  const app = express();
  app.disable('x-powered-by');
  app.use(express.urlencoded({ extended: true, limit: '16kb' }));

  const { key, secretOnly, param, required, handle } = stripeRequests(options);

  // The hosted fields' call, with the publishable key: card details go to the provider, never to the store.
  app.post(
    '/v1/payment_methods',
    handle((req) => {
      const body = req.body as Record<string, unknown>;
      if (key(req) !== options.publishableKey && key(req) !== options.secretKey)
        throw new StripeApiError(401, { type: 'authentication_error', message: 'Invalid API Key provided.' });
      if (param(body, 'type') !== 'card')
        throw new StripeApiError(400, { type: 'invalid_request_error', message: 'Only card payment methods are supported here.', param: 'type' });
      const card = (typeof body['card'] === 'object' && body['card'] !== null ? body['card'] : {}) as Record<string, unknown>;
      const number = String(card['number'] ?? '').replace(/[\s-]/g, '');
      if (!luhnValid(number))
        throw new StripeApiError(402, { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'card[number]' });
      const month = Number(card['exp_month']);
      const year = Number(card['exp_year']) < 100 ? 2000 + Number(card['exp_year']) : Number(card['exp_year']);
      const today = new Date();
      if (!Number.isInteger(month) || month < 1 || month > 12)
        throw new StripeApiError(402, {
          type: 'card_error',
          code: 'invalid_expiry_month',
          message: "Your card's expiration month is invalid.",
          param: 'card[exp_month]',
        });
      if (!Number.isInteger(year) || year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1))
        throw new StripeApiError(402, {
          type: 'card_error',
          code: 'invalid_expiry_year',
          message: "Your card's expiration year is invalid.",
          param: 'card[exp_year]',
        });
      if (!/^\d{3,4}$/.test(String(card['cvc'] ?? '')))
        throw new StripeApiError(402, { type: 'card_error', code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'card[cvc]' });
      const method = paymentMethod(id('pm'), number, month, year);
      methods.set(method.id, { method, outcome: TEST_CARDS[number] ?? 'succeed' });
      return method;
    }),
  );

  app.post(
    '/v1/payment_intents',
    handle((req) => {
      secretOnly(req);
      const body = req.body as Record<string, unknown>;
      const amount = Number(required(body, 'amount'));
      if (!Number.isInteger(amount) || amount < 30)
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'amount_too_small',
          message: 'Amount must be at least 30 minor units.',
          param: 'amount',
        });
      const currency = required(body, 'currency').toLowerCase();
      if (!/^[a-z]{3}$/.test(currency)) throw new StripeApiError(400, { type: 'invalid_request_error', message: 'Invalid currency.', param: 'currency' });
      const intentId = id('pi');
      const metadata = typeof body['metadata'] === 'object' && body['metadata'] !== null ? (body['metadata'] as Record<string, string>) : {};
      const intent: PaymentIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        currency,
        status: param(body, 'payment_method') ? 'requires_confirmation' : 'requires_payment_method',
        capture_method: param(body, 'capture_method') === 'manual' ? 'manual' : 'automatic',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        payment_method: param(body, 'payment_method') ?? null,
        payment_method_types: ['card'],
        latest_charge: null,
        last_payment_error: null,
        next_action: null,
        metadata,
        cancellation_reason: null,
        created: now(),
        livemode: false,
      };
      intents.set(intentId, intent);
      emit('payment_intent.created', intent);
      if (param(body, 'confirm') === 'true') confirm(intent, param(body, 'return_url'));
      return intent;
    }),
  );

  app.get(
    '/v1/payment_intents/:id',
    handle((req) => {
      secretOnly(req);
      return intentOf(String(req.params['id']));
    }),
  );

  app.post(
    '/v1/payment_intents/:id/confirm',
    handle((req) => {
      secretOnly(req);
      const intent = intentOf(String(req.params['id']));
      const body = req.body as Record<string, unknown>;
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${intent.status}; it cannot be confirmed.`,
        });
      if (param(body, 'payment_method')) intent.payment_method = param(body, 'payment_method') ?? null;
      confirm(intent, param(body, 'return_url'));
      return intent;
    }),
  );

  app.post(
    '/v1/payment_intents/:id/capture',
    handle((req) => {
      secretOnly(req);
      const intent = intentOf(String(req.params['id']));
      if (intent.status !== 'requires_capture')
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        });
      const requested = param(req.body as Record<string, unknown>, 'amount_to_capture');
      const amount = requested === undefined ? intent.amount_capturable : Number(requested);
      if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_capturable)
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: 'amount_to_capture is more than can be captured.',
          param: 'amount_to_capture',
        });
      intent.status = 'succeeded';
      intent.amount_received = amount;
      intent.amount_capturable = 0;
      emit('payment_intent.succeeded', intent);
      return intent;
    }),
  );

  app.post(
    '/v1/payment_intents/:id/cancel',
    handle((req) => {
      secretOnly(req);
      const intent = intentOf(String(req.params['id']));
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        });
      intent.status = 'canceled';
      intent.amount_capturable = 0;
      intent.next_action = null;
      intent.cancellation_reason = param(req.body as Record<string, unknown>, 'cancellation_reason') ?? null;
      emit('payment_intent.canceled', intent);
      return intent;
    }),
  );

  app.post(
    '/v1/refunds',
    handle((req) => {
      secretOnly(req);
      const body = req.body as Record<string, unknown>;
      const intent = intentOf(required(body, 'payment_intent'));
      if (intent.status !== 'succeeded')
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'charge_not_refundable',
          message: 'This PaymentIntent has no captured charge to refund.',
          param: 'payment_intent',
        });
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
      const left = intent.amount_received - refunded;
      const amount = param(body, 'amount') === undefined ? left : Number(param(body, 'amount'));
      if (!Number.isInteger(amount) || amount < 1 || amount > left)
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`,
          param: 'amount',
        });
      const refund = {
        id: id('re'),
        object: 'refund' as const,
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded' as const,
        created: now(),
      };
      refunds.set(refund.id, refund);
      emit('refund.created', refund);
      emit('charge.refunded', {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount_received,
        amount_refunded: refunded + amount,
        currency: intent.currency,
        payment_intent: intent.id,
        refunded: refunded + amount === intent.amount_received,
      });
      return refund;
    }),
  );

  issuerPages(app, ledger, options, origin);

  app.use((_req: Request, res: Response) => {
    res.status(404).json({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } });
  });

  return app;
}

/** Starts the double on `port` (0: any free one) on loopback. */
export async function startStripeSandbox(options: StripeSandboxOptions, port = 0): Promise<StripeSandbox> {
  const events: StripeSandbox['events'] = [];
  const pending = new Set<Promise<void>>();
  let url = '';
  const app = stripeSandboxApp(options, () => options.publicOrigin ?? url, events, pending);
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    options,
    events,
    settled: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
