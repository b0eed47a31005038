import { expect } from 'vitest';
import { Shopper, uniqueAddress } from './shopper.ts';

/** What the shopper saw and paid at the partner sandbox, and the order it made. */
export interface PartnerPayment {
  shopper: Shopper;
  orderNumber: string;
  /** The amount on the partner's "Pay …" button, as the shopper read it. */
  paidText: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
const unescapeHtml = (text: string) =>
  text.replace(/&(?:#(\d+)|(\w+));/g, (entity, code?: string, name?: string) => (code ? String.fromCharCode(Number(code)) : (ENTITIES[name ?? ''] ?? entity)));

/**
 * A new customer in `country` puts `quantity` of `sku` in the cart, is handed off to the
 * partner sandbox, and pays there; the partner's signed webhook makes the order.
 */
export async function payAtPartner(baseUrl: string, country: string, sku: string, quantity: number): Promise<PartnerPayment> {
  const shopper = new Shopper(baseUrl, uniqueAddress());
  await shopper.register();
  await shopper.request(`/?country=${country}`);
  await shopper.request('/nuxt/api/cart/create-auth');
  expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku, quantity }] })).status).toBe(200);
  const handoff = (await (await shopper.post('/nuxt/api/checkout/esw-handoff', {})).json()) as { url?: string; error?: string };
  expect(handoff.error).toBeUndefined();
  const partnerUrl = (await shopper.request(handoff.url ?? '')).headers.get('location') ?? '';
  const partnerPage = await (await shopper.request(partnerUrl)).text();
  const paidText = unescapeHtml(/<button type="submit">Pay ([^<]+)<\/button>/.exec(partnerPage)?.[1] ?? '');
  expect(paidText).not.toBe('');
  const paid = await shopper.request(partnerUrl, {
    method: 'POST',
    body: 'street=Main+Street+1&city=Capital&postcode=10119',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(303);
  const confirmation = (await shopper.request(paid.headers.get('location') ?? '')).headers.get('location') ?? '';
  const orderNumber = /\/checkout\/confirmation\/([^/]+)\/$/.exec(confirmation)?.[1];
  if (!orderNumber) throw new Error(`the partner payment made no order (back to ${confirmation})`);
  return { shopper, orderNumber, paidText };
}

/** The number in an amount as `locale` writes it: '43 346 Ft' (hu-HU) → 43346, '103,95 €' (de-DE) → 103.95. */
export function amountIn(text: string, locale: string): number {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return Number(
    text
      .split(decimal)
      .map((part) => part.replace(/\D/g, ''))
      .join('.'),
  );
}
