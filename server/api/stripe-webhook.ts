import express, { Router } from 'express';
import Stripe from 'stripe';
import { applyPaymentEvent } from '../commerce/orders/payment-events.ts';
import type { Database } from '../db/database.ts';
import { invalid } from '../lib/errors.ts';
import { apiErrorHandler } from '../middleware/error-handler.ts';

export const STRIPE_WEBHOOK_PATH = '/nuxt/api/payments/stripe/webhook';

/**
 * Stripe's webhook (configure the endpoint at STRIPE_WEBHOOK_PATH): the raw body is verified
 * against the Stripe-Signature header with the endpoint's signing secret by the SDK, and each
 * event is applied once.
 */
export function stripeWebhook(db: Database, webhookSecret: string): Router {
  const router = Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: 'application/json', limit: '256kb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(body, req.get('stripe-signature') ?? '', webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        throw invalid('The Stripe-Signature header does not match this body and the endpoint secret.', 'Stripe-Signature');
      throw invalid('The webhook body is not a Stripe event.');
    }
    const object = event.data.object as unknown as Record<string, unknown>;
    const { duplicate } = await applyPaymentEvent(db, { id: event.id, type: event.type, object });
    res.json({ received: true, duplicate });
  });
  router.use(STRIPE_WEBHOOK_PATH, apiErrorHandler());
  return router;
}
