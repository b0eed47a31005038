import express, { Router } from 'express';
import { validateBody } from '../api/validate-body.ts';
import type { Database } from '../db/database.ts';
import { queryOne } from '../db/database.ts';
import { sandboxOutcome, sandboxToken } from '../integrations/payments/sandbox.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { escapeHtml } from '../render/escape.ts';
import { redirectWithin } from '../lib/redirect.ts';

/** MM/YY in the future. */
function expiryProblem(expiry: string, now = new Date()): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return 'Enter the expiry date as MM/YY.';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'Enter the expiry date as MM/YY.';
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return 'This card has expired.';
  return undefined;
}

/**
 * The local payment provider's own pages: its hosted card fields (a token for the card,
 * so the store never sees the number) and its 3-D Secure challenge page. Only mounted
 * while the payment sandbox is the provider.
 */
export function paymentSandbox(db: Database): Router {
  const router = Router();

  router.post('/sandbox/payments/tokens', express.json({ limit: '4kb' }), (req, res) => {
    const body = validateBody('payment-sandbox-token', req.body);
    const outcome = sandboxOutcome(body.cardNumber);
    if (!outcome) throw invalid('Your card number is incomplete or invalid.', 'cardNumber');
    const expired = expiryProblem(body.expiry);
    if (expired) throw invalid(expired, 'expiry');
    if (!/^\d{3,4}$/.test(body.cvc.trim())) throw invalid('Enter the 3 or 4 digit security code.', 'cvc');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ token: sandboxToken(outcome), last4: body.cardNumber.replace(/\D/g, '').slice(-4) });
  });

  const challengeOf = async (token: string) => {
    const row = await queryOne<{ outcome: string | null }>(db, 'select outcome from payment_sandbox_challenges where token = $1', [token]);
    if (!row) throw notFound('There is no payment waiting for confirmation here.');
    return row;
  };

  router.get('/sandbox/payments/challenge/:token/', async (req, res) => {
    const token = String(req.params['token']);
    await challengeOf(token);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Confirm your payment – card issuer (sandbox)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f5f7;color:#14202b}main{max-width:420px;margin:10vh auto;padding:32px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgb(0 0 0/10%)}h1{font-size:1.4rem;margin:0 0 8px}p{color:#4a5866}form{display:inline}button{font:inherit;font-weight:650;padding:12px 20px;border-radius:999px;border:2px solid #0b5f86;cursor:pointer;margin:8px 8px 0 0}.ok{background:#0b5f86;color:#fff}.no{background:#fff;color:#0b5f86}button:focus-visible{outline:3px solid #14202b;outline-offset:2px}</style>
</head><body><main>
<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this payment to Northvale Cycles. This is the payment sandbox: choose what the bank decides.</p>
<form method="post"><input type="hidden" name="outcome" value="approved"><button class="ok" type="submit">Confirm payment</button></form>
<form method="post"><input type="hidden" name="outcome" value="failed"><button class="no" type="submit">Fail confirmation</button></form>
<p><small>Reference ${escapeHtml(token.slice(-8))}</small></p>
</main></body></html>`);
  });

  router.post('/sandbox/payments/challenge/:token/', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const token = String(req.params['token']);
    const row = await challengeOf(token);
    const outcome = (req.body as { outcome?: string }).outcome;
    if (outcome !== 'approved' && outcome !== 'failed') throw invalid('Choose to confirm or to fail the payment.', 'outcome');
    if (!row.outcome) await db.query('update payment_sandbox_challenges set outcome = $2 where token = $1', [token, outcome]);
    // Back to the checkout, which places the order again with the same key: a fixed local path, never one from the request.
    redirectWithin(res, 303, '/checkout/?payment=confirmed');
  });

  return router;
}
