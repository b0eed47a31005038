import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from './errors.ts';

/** How old a signed delivery may be: an older one is a replay and is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: how the outside parties that post to the
 * store (the cross-border partner's orders, the finance provider's decisions) sign their deliveries.
 */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Checks the signature (in constant time) and its age: a forged, altered or replayed delivery is refused with a 401. */
export function verifyWebhook(secret: string, body: string, header: string | undefined, now = Date.now()): void {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts['t']);
  const given = parts['v1'] ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw new DomainError('unauthorized', 'The webhook signature is missing or malformed.');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new DomainError('unauthorized', 'The webhook signature does not match.');
  if (Math.abs(now / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new DomainError('unauthorized', 'The webhook is too old: replays are refused.');
}
