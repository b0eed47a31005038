import type { Request, Response } from 'express';
import { id, StripeApiError, type StripeSandboxOptions } from './stripe-objects.ts';

/**
 * How the Stripe double reads a request and answers it: the API key, form parameters, and
 * Stripe's error shape and Idempotency-Key replays.
 */
export function stripeRequests(options: StripeSandboxOptions) {
  const replies = new Map<string, { status: number; body: unknown }>();
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

  return { key, secretOnly, param, required, handle };
}
