import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { StripeSandbox } from '../../server/sandbox/stripe-api.ts';
import { Shopper, uniqueAddress } from './shopper.ts';
import { deliverWebhooksTo, paymentMethodFor, startStripeDouble } from './stripe-double.ts';
import type { Driver } from './test-database.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** An order as place-order answers it, as far as the checkout tests read it. */
export interface Order {
  number: string;
  status: string;
  grand_total: { value: number };
  items: { product_sku: string; quantity_ordered: number }[];
  total: { subtotal: { value: number }; total_shipping: { value: number }; discount: { value: number }; grand_total: { value: number } };
  shipping_method: string;
  dispatch_date: string | null;
  estimated_delivery: string | null;
  shipping_address: { city: string };
  certificate: { amount: { value: number }; issued_by: string } | null;
}

/**
 * The GB checkout for the tests of one describe block: a store with card payments through
 * Stripe's SDK, pointed at the local Stripe double (started before the block's tests, stopped
 * after), and the steps of a purchase. `server` and `stripe` are there once the block has begun.
 */
export function checkoutServer(driver: Driver) {
  const started: { server?: TestServer; stripe?: StripeSandbox } = {};
  beforeAll(async () => {
    const { double, env } = await startStripeDouble();
    started.stripe = double;
    started.server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback', ...env } });
    deliverWebhooksTo(double, started.server.url);
  });
  afterAll(async () => {
    await started.stripe?.settled();
    await started.server?.close();
    await started.stripe?.close();
  });
  const server = () => started.server as TestServer;

  return {
    get server(): TestServer {
      return server();
    },
    get stripe(): StripeSandbox {
      return started.stripe as StripeSandbox;
    },

    stockOf: async (sku: string) =>
      (await server().database.db.query<{ stock_qty: number }>('select stock_qty from catalog_products where sku = $1', [sku]))[0]?.stock_qty,

    sizeStockOf: async (sku: string, size: string) =>
      (
        await server().database.db.query<{ stock_qty: number }>(
          'select s.stock_qty from catalog_product_sizes s join catalog_products p on p.id = s.product_id where p.sku = $1 and s.size = $2',
          [sku, size],
        )
      )[0]?.stock_qty,

    /** A signed-in customer with a UK address and a cart holding `items`. */
    buyer: async (...items: { sku: string; quantity: number; selected_options?: string[] }[]) => {
      const shopper = new Shopper(server().url, uniqueAddress());
      const { email } = await shopper.register();
      const addressId = await shopper.addUkAddress(email);
      await shopper.request('/nuxt/api/cart/create-auth');
      if (items.length) expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: items })).status).toBe(200);
      return { shopper, addressId, email };
    },

    /** The hosted fields' work: the card goes to the provider, never to the store. */
    tokenFor: async (_shopper: Shopper, cardNumber: string) => paymentMethodFor(started.stripe as StripeSandbox, cardNumber),

    place: (shopper: Shopper, body: unknown, key: string | null = randomUUID()) =>
      shopper.request('/nuxt/api/checkout/place-order', { method: 'POST', json: body, headers: key ? { 'idempotency-key': key } : {} }),
  };
}
