import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../server/api/stripe-webhook.ts';
import { capturePayment, refundPayment } from '../../server/commerce/orders/order-payments.ts';
import { stripePayments } from '../../server/integrations/payments/stripe.ts';
import type { StripeSandbox } from '../../server/sandbox/stripe-api.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { deliverWebhooksTo, paymentMethodFor, STRIPE_CARDS, STRIPE_KEYS, startStripeDouble } from '../helpers/stripe-double.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054'; // £29.99

interface OrderPaymentRow {
  id: number;
  order_number: string;
  grand_total: number;
  payment_reference: string;
  payment_status: string | null;
  payment_captured: number;
  payment_refunded: number;
}

describe.each(DRIVERS)('card payments through Stripe (%s)', (driver) => {
  let server: TestServer;
  let double: StripeSandbox;
  let stripe: Stripe;
  beforeAll(async () => {
    const started = await startStripeDouble();
    double = started.double;
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback', ...started.env } });
    deliverWebhooksTo(double, server.url);
    // The test's own SDK, to read what the provider holds.
    const { hostname, port } = new URL(double.url);
    stripe = new Stripe(STRIPE_KEYS.secretKey, { host: hostname, port: Number(port), protocol: 'http', telemetry: false });
  });
  afterAll(async () => {
    await double?.settled();
    await server?.close();
    await double?.close();
  });

  const payments = () =>
    stripePayments({ secretKey: STRIPE_KEYS.secretKey, apiHost: double.url, captureMethod: 'manual', returnUrl: `${server.url}/checkout/`, timeoutMs: 3000 });
  const orderRow = async (number: string) =>
    (
      await server.database.db.query<OrderPaymentRow>(
        'select id, order_number, grand_total, payment_reference, payment_status, payment_captured, payment_refunded from orders where order_number = $1',
        [number],
      )
    )[0]!;

  /** An order placed by a new customer, paid with `card` through the checkout API. */
  const placedOrder = async (card = STRIPE_CARDS.ok) => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const { email } = await shopper.register();
    const addressId = await shopper.addUkAddress(email);
    await shopper.request('/nuxt/api/cart/create-auth');
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })).status).toBe(200);
    const res = await shopper.request('/nuxt/api/checkout/place-order', {
      method: 'POST',
      json: { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: await paymentMethodFor(double, card) },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status).toBe(201);
    const { order } = ((await res.json()) as { placeOrder: { order: { number: string } } }).placeOrder;
    return orderRow(order.number);
  };

  const postEvent = (payload: string, signature: string) =>
    fetch(`${server.url}${STRIPE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });

  test('an order is authorised for its total in pence through a PaymentIntent, held for capture', async () => {
    const order = await placedOrder();
    expect(order.payment_reference).toMatch(/^pi_/);
    expect(order).toMatchObject({ payment_status: 'authorized', payment_captured: 0, payment_refunded: 0 });
    const intent = await stripe.paymentIntents.retrieve(order.payment_reference);
    expect(intent).toMatchObject({ amount: order.grand_total, currency: 'gbp', capture_method: 'manual', status: 'requires_capture' });
    expect(intent.metadata['reference']).toMatch(/^order-\d+-/);
  });

  test('the back office captures, then refunds in part and the rest; the webhooks agree and count nothing twice', async () => {
    const order = await placedOrder();
    const captured = await capturePayment(server.database.db, payments(), order.id);
    expect(captured).toMatchObject({ status: 'captured', cardAmount: order.grand_total, captured: order.grand_total, refunded: 0 });
    // Capturing again changes nothing.
    expect(await capturePayment(server.database.db, payments(), order.id)).toEqual(captured);
    expect((await stripe.paymentIntents.retrieve(order.payment_reference)).status).toBe('succeeded');

    const part = await refundPayment(server.database.db, payments(), order.id, 500);
    expect(part.refunded).toBe(500);
    const rest = await refundPayment(server.database.db, payments(), order.id);
    expect(rest.refunded).toBe(order.grand_total);
    await double.settled();
    const after = await orderRow(order.order_number);
    expect(after).toMatchObject({ payment_status: 'captured', payment_captured: order.grand_total, payment_refunded: order.grand_total });
    const refunds = await server.database.db.query<{ amount: number }>('select amount from order_refunds where order_id = $1 order by amount', [order.id]);
    expect(refunds.map((r) => r.amount)).toEqual([500, order.grand_total - 500].sort((a, b) => a - b));
    const events = await server.database.db.query<{ type: string }>('select type from payment_events where payment_reference = $1', [order.payment_reference]);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['payment_intent.succeeded', 'refund.created']));

    await expect(refundPayment(server.database.db, payments(), order.id, 1)).rejects.toMatchObject({ type: 'invalid_data', message: /At most 0 pence/ });
  });

  test('refunds are refused with a reason: before capture, more than was taken, not a whole amount, no card, no order', async () => {
    const order = await placedOrder();
    await expect(refundPayment(server.database.db, payments(), order.id, 100)).rejects.toMatchObject({ type: 'conflict', message: /only authorised/ });
    await capturePayment(server.database.db, payments(), order.id);
    await expect(refundPayment(server.database.db, payments(), order.id, order.grand_total + 1)).rejects.toMatchObject({
      type: 'invalid_data',
      message: `At most ${order.grand_total} pence of this payment are left to refund.`,
    });
    await expect(refundPayment(server.database.db, payments(), order.id, 1.5)).rejects.toMatchObject({ type: 'invalid_data' });
    await expect(refundPayment(server.database.db, payments(), order.id, 0)).rejects.toMatchObject({ type: 'invalid_data' });
    await expect(capturePayment(server.database.db, payments(), 999_999_999)).rejects.toMatchObject({ type: 'not_found' });
    await server.database.db.query("update orders set payment_reference = 'certificate', payment_status = null where id = $1", [order.id]);
    await expect(capturePayment(server.database.db, payments(), order.id)).rejects.toMatchObject({ type: 'conflict', message: /not paid by card/ });
  });

  test('a webhook is verified by its signature and applied once', async () => {
    const order = await placedOrder();
    const event = {
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: order.payment_reference, object: 'payment_intent', amount_received: order.grand_total, status: 'succeeded' } },
    };
    const payload = JSON.stringify(event);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_KEYS.webhookSecret });

    const forged = await postEvent(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someoneElsesSecret0123456789' }));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: /Stripe-Signature/ });
    const tampered = await postEvent(payload.replace(String(order.grand_total), '1'), signed);
    expect(tampered.status).toBe(400);
    const unsigned = await postEvent(payload, '');
    expect(unsigned.status).toBe(400);
    expect((await orderRow(order.order_number)).payment_status).toBe('authorized');

    const first = await postEvent(payload, signed);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await orderRow(order.order_number)).toMatchObject({ payment_status: 'captured', payment_captured: order.grand_total });
    const again = await postEvent(payload, signed);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect((await server.database.db.query('select 1 from payment_events where event_id = $1', [event.id])).length).toBe(1);
  });

  test('a release at the provider reaches the order through its webhook', async () => {
    const order = await placedOrder();
    await stripe.paymentIntents.cancel(order.payment_reference);
    await double.settled();
    expect((await orderRow(order.order_number)).payment_status).toBe('canceled');
    await expect(capturePayment(server.database.db, payments(), order.id)).rejects.toMatchObject({ type: 'conflict', message: /released/ });
  });

  test('an authorisation whose order cannot be placed is released at the provider', async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const { email } = await shopper.register();
    const addressId = await shopper.addUkAddress(email);
    await shopper.request('/nuxt/api/cart/create-auth');
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })).status).toBe(200);
    const token = await paymentMethodFor(double, STRIPE_CARDS.ok);
    // The card is authorised, then the stock runs out before the order is written.
    const before = double.events.length;
    await server.database.db.query('update catalog_products set stock_qty = 0 where sku = $1', [KIT]);
    try {
      const res = await shopper.request('/nuxt/api/checkout/place-order', {
        method: 'POST',
        json: { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: token },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.status).toBe(409);
    } finally {
      await server.database.db.query('update catalog_products set stock_qty = 20 where sku = $1', [KIT]);
    }
    const types = double.events.slice(before).map((e) => e.type);
    expect(types).toContain('payment_intent.amount_capturable_updated');
    expect(types).toContain('payment_intent.canceled');
  });

  test("the pages open the provider's origin, and only it, for its script, hosted fields and API", async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    for (const directive of ['script-src', 'connect-src', 'frame-src'])
      expect(csp.split('; ').find((d) => d.startsWith(`${directive} `))).toContain(double.url);
    expect(csp).not.toContain('stripe.com');
  });

  test("the checkout page takes the card in Stripe's fields: it names the publishable key and Stripe.js, and no token address of the store", async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    await shopper.register();
    const page = await shopper.request('/checkout/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('"provider":"stripe"');
    expect(html).toContain(`"publishableKey":"${STRIPE_KEYS.publishableKey}"`);
    expect(html).toContain(`"scriptUrl":"${double.url}/v3/"`);
    expect(html).not.toContain(STRIPE_KEYS.secretKey);
    expect(html).not.toContain('tokensUrl');
    expect(html).not.toContain('/payments/tokens');
  });

  test("the double serves Stripe.js and its hosted card fields only for the publishable key and a page's origin", async () => {
    const script = await fetch(`${double.url}/v3/`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.Stripe = Stripe');
    const fields = await fetch(`${double.url}/elements/card/?key=${STRIPE_KEYS.publishableKey}&origin=${encodeURIComponent(server.url)}`);
    expect(fields.status).toBe(200);
    expect(await fields.text()).toContain('<label for="number">Card number</label>');
    expect((await fetch(`${double.url}/elements/card/?key=${STRIPE_KEYS.secretKey}&origin=${encodeURIComponent(server.url)}`)).status).toBe(400);
    expect((await fetch(`${double.url}/elements/card/?key=${STRIPE_KEYS.publishableKey}`)).status).toBe(400);
  });

  test('a card the provider cannot use is a 4xx for the shopper; a provider down or refusing the key is an IntegrationError (a 503 at checkout)', async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const { email } = await shopper.register();
    const addressId = await shopper.addUkAddress(email);
    await shopper.request('/nuxt/api/cart/create-auth');
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })).status).toBe(200);
    const place = (paymentToken: string) =>
      shopper.request('/nuxt/api/checkout/place-order', {
        method: 'POST',
        json: { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken },
        headers: { 'idempotency-key': randomUUID() },
      });
    const unknown = await place('pm_neverMadeByTheProvider');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'Your card details could not be used. Please enter them again.' });
    expect((await place('4242424242424242')).status).toBe(400);

    const down = stripePayments({
      secretKey: STRIPE_KEYS.secretKey,
      apiHost: 'http://127.0.0.1:9',
      captureMethod: 'manual',
      returnUrl: server.url,
      timeoutMs: 500,
    });
    await expect(down.authorize({ amount: 2999, currency: 'GBP', token: 'pm_card_visa', reference: 'order-x' })).rejects.toMatchObject({
      name: 'IntegrationError',
    });
    const wrongKey = stripePayments({
      secretKey: 'sk_test_notTheDoublesKey0123',
      apiHost: double.url,
      captureMethod: 'manual',
      returnUrl: server.url,
      timeoutMs: 3000,
    });
    await expect(wrongKey.authorize({ amount: 2999, currency: 'GBP', token: 'pm_card_visa', reference: 'order-y' })).rejects.toMatchObject({
      name: 'IntegrationError',
    });
  });

  test('with automatic capture the money is taken when the order is placed', async () => {
    const automatic = stripePayments({
      secretKey: STRIPE_KEYS.secretKey,
      apiHost: double.url,
      captureMethod: 'automatic',
      returnUrl: server.url,
      timeoutMs: 3000,
    });
    const result = await automatic.authorize({ amount: 2999, currency: 'GBP', token: 'pm_card_visa', reference: `order-${randomUUID()}` });
    expect(result).toMatchObject({ status: 'authorized', captured: true });
    if (result.status !== 'authorized') throw new Error('not authorised');
    expect(await stripe.paymentIntents.retrieve(result.reference)).toMatchObject({ status: 'succeeded', amount_received: 2999 });
    // Releasing a payment already taken gives the money back.
    await automatic.release(result.reference);
    const refunds = double.events.filter((e) => e.type === 'refund.created');
    expect(refunds.length).toBeGreaterThan(0);
  });
});
