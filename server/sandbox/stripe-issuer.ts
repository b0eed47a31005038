import type { Express } from 'express';
import { redirectOutside } from '../lib/redirect.ts';
import { escapeHtml } from '../render/escape.ts';
import { cardFieldsPage, stripeJs } from './stripe-browser.ts';
import type { StripeLedger } from './stripe-ledger.ts';
import { AUTHENTICATION_FAILED, type StripeSandboxOptions } from './stripe-objects.ts';

/** The double's pages for people: the card issuer's 3-D Secure page, Stripe.js and the hosted card fields. */
export function issuerPages(app: Express, { intents, authorised, emit }: StripeLedger, options: StripeSandboxOptions, origin: () => string): void {
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
}
