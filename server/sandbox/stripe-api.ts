import { createHmac, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { escapeHtml } from '../render/escape.ts';
import { redirectOutside } from '../lib/redirect.ts';
import { cardFieldsPage, stripeJs } from './stripe-browser.ts';

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
type Outcome = 'succeed' | 'decline' | 'authenticate';

const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000002760003184': 'authenticate',
};

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string };
  created: number;
  livemode: false;
}

type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled';

interface PaymentIntent {
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

interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'authentication_error' | 'idempotency_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: PaymentIntent;
}

class StripeApiError extends Error {
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
function luhnValid(digits: string): boolean {
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

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

/** The `Stripe-Signature` header Stripe sends with `payload`: `stripe.webhooks.constructEvent` accepts it. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`;
}

const CARD_DECLINED: StripeErrorBody = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
const AUTHENTICATION_FAILED: StripeErrorBody = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** The double's routes; `startStripeSandbox` serves them on a port of their own. */
export function stripeSandboxApp(options: StripeSandboxOptions, origin: () => string, sent: StripeSandbox['events'], pending: Set<Promise<void>>) {
  const methods = new Map<string, { method: PaymentMethod; outcome: Outcome }>();
  const intents = new Map<string, PaymentIntent>();
  const refunds = new Map<
    string,
    { id: string; object: 'refund'; amount: number; currency: string; payment_intent: string; status: 'succeeded'; created: number }
  >();
  const replies = new Map<string, { status: number; body: unknown }>();

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

  const app = express();
  app.disable('x-powered-by');
  app.use(express.urlencoded({ extended: true, limit: '16kb' }));

  const key = (req: Request) => /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
  const secretOnly = (req: Request) => {
    if (key(req) !== options.secretKey)
      throw new StripeApiError(401, { type: 'authentication_error', message: `Invalid API Key provided: ${String(key(req) ?? '').slice(0, 8)}***` });
  };
  const param = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
  const required = (body: Record<string, unknown>, name: string) => {
    const value = param(body, name);
    if (value === undefined || value === '')
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: `Missing required param: ${name}.`, param: name });
    return value;
  };
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

  /** Runs a handler the Stripe way: errors as `{error}`, and a POST with an Idempotency-Key answered once and replayed after. */
  const handle =
    (run: (req: Request) => unknown) =>
    (req: Request, res: Response): void => {
      const idempotencyKey = req.method === 'POST' ? req.get('idempotency-key') : undefined;
      const slot = idempotencyKey ? `${key(req)} ${idempotencyKey}` : undefined;
      const kept = slot ? replies.get(slot) : undefined;
      if (kept) {
        res.setHeader('Idempotent-Replayed', 'true');
        res.status(kept.status).json(kept.body);
        return;
      }
      let status = 200;
      let body: unknown;
      try {
        body = run(req);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        body = { error: error.body };
      }
      // Stripe keeps the answer of a request that reached it, errors included, except a refused key.
      if (slot && status !== 401) replies.set(slot, { status, body: structuredClone(body) });
      res.setHeader('Request-Id', id('req'));
      res.status(status).json(body);
    };

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

  // The card issuer's 3-D Secure page: the shopper decides here, then goes back to the store's return_url.
  app.get('/3ds/:id/', (req, res) => {
    const intent = intents.get(String(req.params['id']));
    if (intent?.status !== 'requires_action') {
      res.status(404).type('text').send('There is no payment waiting for confirmation here.');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Confirm your payment – card issuer (Stripe double)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f5f7;color:#14202b}main{max-width:420px;margin:10vh auto;padding:32px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgb(0 0 0/10%)}h1{font-size:1.4rem;margin:0 0 8px}p{color:#4a5866}form{display:inline}button{font:inherit;font-weight:650;padding:12px 20px;border-radius:999px;border:2px solid #0b5f86;cursor:pointer;margin:8px 8px 0 0}.ok{background:#0b5f86;color:#fff}.no{background:#fff;color:#0b5f86}button:focus-visible{outline:3px solid #14202b;outline-offset:2px}</style>
</head><body><main>
<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm a payment of ${escapeHtml((intent.amount / 100).toFixed(2))} ${escapeHtml(intent.currency.toUpperCase())}. This is the local payment double: choose what the bank decides.</p>
<form method="post"><input type="hidden" name="outcome" value="approved"><button class="ok" type="submit">Confirm payment</button></form>
<form method="post"><input type="hidden" name="outcome" value="failed"><button class="no" type="submit">Fail confirmation</button></form>
<p><small>Reference ${escapeHtml(intent.id.slice(-8))}</small></p>
</main></body></html>`);
  });

  app.post('/3ds/:id/', (req, res) => {
    const intent = intents.get(String(req.params['id']));
    const outcome = (req.body as { outcome?: string }).outcome;
    if (intent?.status !== 'requires_action' || !intent.next_action) {
      res.status(404).type('text').send('There is no payment waiting for confirmation here.');
      return;
    }
    if (outcome !== 'approved' && outcome !== 'failed') {
      res.status(400).type('text').send('Choose to confirm or to fail the payment.');
      return;
    }
    const back = new URL(intent.next_action.redirect_to_url.return_url);
    if (outcome === 'approved') authorised(intent);
    else {
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = AUTHENTICATION_FAILED;
      emit('payment_intent.payment_failed', intent);
    }
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set('payment_intent_client_secret', intent.client_secret);
    back.searchParams.set('redirect_status', outcome === 'approved' ? 'succeeded' : 'failed');
    // As at Stripe: the return_url the merchant set with its secret key, wherever it is.
    redirectOutside(res, 303, back.href, 'any-http');
  });

  // Stripe.js' shape, served as Stripe serves it at js.stripe.com/v3/: `Stripe(pk).elements().create('card')`
  // mounts the hosted card fields (an iframe from this origin) and `createPaymentMethod` asks that frame
  // for a PaymentMethod. The page that loads it never sees the card.
  app.get('/v3/', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/javascript').send(stripeJs(origin()));
  });

  // The hosted card fields: the card is typed here, on the provider's origin, and posted to the provider.
  app.get('/elements/card/', (req, res) => {
    const publishable = String(req.query['key'] ?? '');
    const parent = String(req.query['origin'] ?? '');
    if (publishable !== options.publishableKey || !/^https?:\/\/[^/]+$/.test(parent)) {
      res.status(400).type('text').send('These card fields need the publishable key and the origin of the page that shows them.');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(cardFieldsPage(publishable, parent));
  });

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
