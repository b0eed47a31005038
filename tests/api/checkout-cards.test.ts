import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import type { StripeSandbox } from '../../server/sandbox/stripe-api.ts';
import { checkoutServer } from '../helpers/checkout-server.ts';
import { STRIPE_CARDS } from '../helpers/stripe-double.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import type { TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054'; // £29.99, 20 in stock
const CARDS = STRIPE_CARDS;

// A card the bank declines, and 3-D Secure challenges on the issuer's page (the checkout's other calls: checkout.test.ts).
describe.each(DRIVERS)('card payments at the GB checkout (%s)', (driver) => {
  const checkout = checkoutServer(driver);
  const { stockOf, buyer, tokenFor, place } = checkout;
  let server: TestServer;
  let stripe: StripeSandbox;
  beforeAll(() => {
    ({ server, stripe } = checkout);
  });

  test('a declined card leaves the cart and the stock as they were', async () => {
    const stockBefore = await stockOf(KIT);
    const { shopper, addressId } = await buyer({ sku: KIT, quantity: 1 });
    const res = await place(shopper, { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: await tokenFor(shopper, CARDS.declined) });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ error: 'Your card was declined. Please check the details or use another card.' });
    const cart = (await (await shopper.request('/nuxt/api/cart/fetch-cart')).json()) as { cart: { items: unknown[] } };
    expect(cart.cart.items).toHaveLength(1);
    expect(await stockOf(KIT)).toBe(stockBefore);
  });

  test('3-D Secure: the challenge is confirmed on the issuer page, then the same placement goes through', async () => {
    const { shopper, addressId } = await buyer({ sku: KIT, quantity: 1 });
    const key = randomUUID();
    const body = { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: await tokenFor(shopper, CARDS.challenge) };
    const first = await place(shopper, body, key);
    expect(first.status).toBe(202);
    const { challengeUrl } = ((await first.json()) as { requiresAction: { challengeUrl: string } }).requiresAction;
    // The issuer's page is the provider's, not the store's.
    expect(challengeUrl.startsWith(`${stripe.url}/3ds/`)).toBe(true);
    expect((await fetch(challengeUrl)).status).toBe(200);
    const decided = await fetch(challengeUrl, {
      method: 'POST',
      body: 'outcome=approved',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    const back = new URL(decided.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${server.config.siteUrls.uk}/checkout/`);
    expect(back.searchParams.get('payment')).toBe('confirmed');
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect((await place(shopper, body, key)).status).toBe(201);
  });

  test('3-D Secure failed at the issuer: the placement is declined and the cart kept', async () => {
    const { shopper, addressId } = await buyer({ sku: KIT, quantity: 1 });
    const key = randomUUID();
    const body = { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: await tokenFor(shopper, CARDS.challenge) };
    const { challengeUrl } = ((await (await place(shopper, body, key)).json()) as { requiresAction: { challengeUrl: string } }).requiresAction;
    const failed = await fetch(challengeUrl, {
      method: 'POST',
      body: 'outcome=failed',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(new URL(failed.headers.get('location') ?? '').searchParams.get('redirect_status')).toBe('failed');
    const again = await place(shopper, body, key);
    expect(again.status).toBe(402);
    expect(await again.json()).toMatchObject({ error: 'Your bank could not confirm this payment. Please try again or use another card.' });
    const cart = (await (await shopper.request('/nuxt/api/cart/fetch-cart')).json()) as { cart: { items: unknown[] } };
    expect(cart.cart.items).toHaveLength(1);
  });
});
