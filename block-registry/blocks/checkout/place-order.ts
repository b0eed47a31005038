import { type JsonAnswer, requestJson } from '../../../renderer/kit/http-client.ts';
import type { CheckoutPlaceOrderRequest } from '../../../schemas/generated/index.ts';

export type PlaceOrderBody = CheckoutPlaceOrderRequest;

export type PlaceOrderOutcome = { kind: 'placed'; orderNumber: string } | { kind: 'challenge'; challengeUrl: string } | { kind: 'failed'; message: string };

const PENDING = 'checkout-pending-placement';

interface PlacementAnswer {
  placeOrder: { order?: { number?: string } };
  requiresAction: { challengeUrl?: string };
}

/**
 * POST /nuxt/api/checkout/place-order with its Idempotency-Key. Before a 3-D Secure
 * challenge (on the card provider's page) the placement is kept for the tab, so that coming back places it again with
 * the same key (the card details are not kept, only the provider's token).
 */
export async function placeOrder(body: PlaceOrderBody, key: string, providerOrigin?: string): Promise<PlaceOrderOutcome> {
  let response: JsonAnswer<PlacementAnswer>;
  try {
    response = await requestJson<PlacementAnswer>('/nuxt/api/checkout/place-order', { method: 'POST', json: body, headers: { 'Idempotency-Key': key } });
  } catch {
    return { kind: 'failed', message: '' };
  }
  const answer = response.body;
  const number = answer.placeOrder?.order?.number;
  if (response.ok && number) {
    sessionStorage.removeItem(PENDING);
    return { kind: 'placed', orderNumber: number };
  }
  const challengeUrl = answer.requiresAction?.challengeUrl;
  if (response.status === 202 && challengeUrl && isChallengePage(challengeUrl, providerOrigin)) {
    sessionStorage.setItem(PENDING, JSON.stringify({ body, key }));
    return { kind: 'challenge', challengeUrl };
  }
  sessionStorage.removeItem(PENDING);
  return { kind: 'failed', message: answer.error ?? '' };
}

/** The card issuer's page is the card provider's: over https, or on its configured origin (the local double). */
function isChallengePage(url: string, providerOrigin: string | undefined): boolean {
  try {
    const page = new URL(url);
    return page.protocol === 'https:' || page.origin === providerOrigin;
  } catch {
    return false;
  }
}

/** The placement waiting for the card issuer, when the shopper is back from its page. */
export function resumePendingPlacement(query: URLSearchParams): { body: PlaceOrderBody; key: string } | null {
  if (query.get('payment') !== 'confirmed') return null;
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null') as { body: PlaceOrderBody; key: string } | null;
    return pending && typeof pending.key === 'string' ? pending : null;
  } catch {
    return null;
  }
}
