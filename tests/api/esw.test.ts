import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signWebhook } from '../../server/commerce/checkout/esw-order.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { json, startStubService } from '../helpers/stub-service.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054'; // £29.99
const SECRET = 'esw-sandbox-webhook-secret-not-for-production';

describe.each(DRIVERS)('the international checkout through the partner sandbox (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  /** A signed-in customer in `country` with a kit in the cart. */
  const shopperIn = async (country: string) => {
    const shopper = new Shopper(server.url, uniqueAddress());
    await shopper.register();
    await shopper.request(`/?country=${country}`);
    await shopper.request('/nuxt/api/cart/create-auth');
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 2 }] })).status).toBe(200);
    return shopper;
  };
  const handoff = async (shopper: Shopper) => {
    const res = await shopper.post('/nuxt/api/checkout/esw-handoff', {});
    return { status: res.status, body: (await res.json()) as { url?: string; error?: string } };
  };
  const orders = (customerCheckout: string) =>
    server.database.db.query<{ order_number: string; currency: string; grand_total: number; status: string }>(
      'select order_number, currency, grand_total, status from orders where esw_checkout_id = $1',
      [customerCheckout],
    );

  test('a German shopper is handed off, pays landed euros at the partner, and the signed webhook makes the order', async () => {
    const shopper = await shopperIn('DE');
    const { status, body } = await handoff(shopper);
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/vue\/cart\/sync\/token\/[A-Za-z0-9_-]{43}\/cart\/[A-Za-z0-9_-]+\/currency\/EUR\/country\/DE$/);

    const sync = await shopper.request(body.url!);
    expect(sync.status).toBe(303);
    const partnerUrl = sync.headers.get('location')!;
    expect(partnerUrl).toMatch(/^\/sandbox\/esw\/checkout\/esw_[A-Za-z0-9_-]+\/$/);
    const checkoutId = /checkout\/(esw_[^/]+)\//.exec(partnerUrl)![1]!;
    const partnerPage = await (await shopper.request(partnerUrl)).text();
    expect(partnerPage).toContain('Import duties');
    expect(partnerPage).toMatch(/Pay [\d.,]+\s€/);

    const missing = await shopper.request(partnerUrl, {
      method: 'POST',
      body: 'street=&city=&postcode=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(missing.status).toBe(400);
    const paid = await shopper.request(partnerUrl, {
      method: 'POST',
      body: 'street=Torstra%C3%9Fe+1&city=Berlin&postcode=10119',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/checkout/esw/return/?checkout=${checkoutId}`);
    const [order] = await orders(checkoutId);
    expect(order).toMatchObject({ currency: 'EUR', status: 'processing' });
    expect(order!.grand_total).toBeGreaterThan(5000);

    const cartId = shopper.cookies.get('cart_id');
    expect(cartId).toBeTruthy();
    const back = await shopper.request(paid.headers.get('location')!);
    expect(back.headers.get('location')).toBe(`/checkout/confirmation/${order!.order_number}/`);
    // The cart became the order: the return clears the cookie, and the old id is closed.
    expect(shopper.cookies.has('cart_id')).toBe(false);
    const closed = await shopper.request('/nuxt/api/cart/fetch-cart', { headers: { cookie: `${shopper.cookieHeader()}; cart_id=${cartId}` } });
    expect(closed.status).toBe(409);

    // The link was single-use.
    const again = await shopper.request(body.url!);
    expect(again.headers.get('location')).toBe('/checkout/?esw=expired');
  });

  test("the sandbox's Pay sends the signed webhook to this server, whatever Host the browser sent", async () => {
    const elsewhere = await startStubService((_req, res) => json(res, { received: true }));
    try {
      const shopper = await shopperIn('DE');
      const partnerUrl = (await shopper.request((await handoff(shopper)).body.url!)).headers.get('location')!;
      const checkoutId = /checkout\/(esw_[^/]+)\//.exec(partnerUrl)![1]!;
      // fetch keeps its own Host header: the form post goes out through node:http to write another.
      const status = await new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        const post = httpRequest(
          {
            hostname,
            port,
            path: partnerUrl,
            method: 'POST',
            headers: { host: new URL(elsewhere.url).host, cookie: shopper.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        post.on('error', reject);
        post.end('street=Torstra%C3%9Fe+1&city=Berlin&postcode=10119');
      });
      expect(status).toBe(303);
      expect(elsewhere.requests).toEqual([]);
      expect(await orders(checkoutId)).toHaveLength(1);
    } finally {
      await elsewhere.close();
    }
  });

  test('a UK shopper is not handed off: our own checkout is theirs', async () => {
    const shopper = await shopperIn('GB');
    const { status, body } = await handoff(shopper);
    expect(status).toBe(409);
    expect(body.error).toMatch(/check out with our own checkout/);
  });

  test('a forged or stale webhook is refused; a redelivered one answers the same order and makes no other', async () => {
    const shopper = await shopperIn('FR');
    const sync = await shopper.request((await handoff(shopper)).body.url!);
    const partnerUrl = sync.headers.get('location')!;
    const checkoutId = /checkout\/(esw_[^/]+)\//.exec(partnerUrl)![1]!;
    const session = (
      await server.database.db.query<{ body: { request: { cartId: string; customer: { id: number } }; price: { currency: string; lines: unknown[] } } }>(
        'select body from esw_sandbox_sessions where id = $1',
        [checkoutId],
      )
    )[0]!.body;
    const event = {
      eventId: 'evt_test_redelivery_1',
      type: 'order.completed',
      checkoutId,
      cartId: session.request.cartId,
      customerId: session.request.customer.id,
      country: 'FR',
      currency: 'EUR',
      lines: [{ sku: KIT, quantity: 2, unitPrice: 2913 }],
      totals: { subtotal: 5826, discount: 0, duties: 0, taxes: 1748, shipping: 2913, total: 10487 },
      shippingAddress: { firstname: 'A', lastname: 'B', street: ['1 rue de Rivoli'], city: 'Paris', postcode: '75001', country_code: 'FR' },
    };
    const body = JSON.stringify(event);
    const send = (signature: string, payload = body) =>
      fetch(`${server.url}/nuxt/api/esw/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'esw-signature': signature },
        body: payload,
      });

    expect((await send(signWebhook('not-the-secret-at-all-0000000', body))).status).toBe(401);
    // One hex digit of the signature changed (always to another digit).
    const altered = signWebhook(SECRET, body).replace(/v1=(.)/, (_match, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
    expect((await send(altered)).status).toBe(401);
    expect((await send(signWebhook(SECRET, body), body.replace('"quantity":2', '"quantity":9'))).status).toBe(401);
    const stale = await send(signWebhook(SECRET, body, Math.floor(Date.now() / 1000) - 600));
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { error: string }).error).toMatch(/replays are refused/);
    expect(await orders(checkoutId)).toEqual([]);

    const first = await send(signWebhook(SECRET, body));
    expect(first.status).toBe(201);
    const number = ((await first.json()) as { orderNumber: string }).orderNumber;
    const [second, third] = await Promise.all([send(signWebhook(SECRET, body)), send(signWebhook(SECRET, body))]);
    for (const answer of [second, third]) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ orderNumber: number, duplicate: true });
    }
    expect(await orders(checkoutId)).toHaveLength(1);
  });
});

describe('when the partner is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'loopback', ESW_SANDBOX_FAIL: 'true' } });
  });
  afterAll(async () => server?.close());

  test('the shopper is brought back with a clear message, and the GB checkout keeps working', async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    await shopper.register();
    await shopper.request('/?country=DE');
    await shopper.request('/nuxt/api/cart/create-auth');
    await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] });
    const { url } = (await (await shopper.post('/nuxt/api/checkout/esw-handoff', {})).json()) as { url: string };
    const sync = await shopper.request(url);
    expect(sync.status).toBe(303);
    expect(sync.headers.get('location')).toBe('/checkout/?esw=unavailable');
    expect(await (await shopper.request('/nuxt/api/new-checkout-check')).json()).toEqual({ isNewCheckoutEnabled: true });
    expect(server.logs.some((l) => l['msg'] === 'esw hand-off failed')).toBe(true);
  });
});

describe('the partner sandbox with a configured webhook address', () => {
  test('Pay sends the signed order webhook to ESW_SANDBOX_WEBHOOK_URL', async () => {
    const received: { path: string; signature: string | undefined }[] = [];
    const receiver = await startStubService((req, res) => {
      received.push({ path: req.url ?? '', signature: req.headers['esw-signature'] as string | undefined });
      json(res, { error: 'Not this time.' }, 503);
    });
    const server = await startTestServer({ env: { ESW_SANDBOX_WEBHOOK_URL: `${receiver.url}/hooks/esw` } });
    try {
      const shopper = new Shopper(server.url, uniqueAddress());
      await shopper.register();
      await shopper.request('/?country=DE');
      await shopper.request('/nuxt/api/cart/create-auth');
      await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] });
      const url = ((await (await shopper.post('/nuxt/api/checkout/esw-handoff', {})).json()) as { url: string }).url;
      const partnerUrl = (await shopper.request(url)).headers.get('location')!;
      const paid = await shopper.request(partnerUrl, {
        method: 'POST',
        body: 'street=Torstra%C3%9Fe+1&city=Berlin&postcode=10119',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(paid.status).toBe(502);
      expect(await paid.text()).toContain('Not this time.');
      expect(received).toHaveLength(1);
      expect(received[0]!.path).toBe('/hooks/esw');
      expect(received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    } finally {
      await server.close();
      await receiver.close();
    }
  });
});

describe.each(DRIVERS)('with the new checkout switched off (NEW_CHECKOUT_ENABLED=false) (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback', NEW_CHECKOUT_ENABLED: 'false' } });
  });
  afterAll(async () => server?.close());

  test('the check says so, and a UK shopper is handed off to the old checkout address in pounds', async () => {
    expect(await (await fetch(`${server.url}/nuxt/api/new-checkout-check`)).json()).toEqual({ isNewCheckoutEnabled: false });
    const shopper = new Shopper(server.url, uniqueAddress());
    await shopper.register();
    await shopper.request('/?country=GB');
    await shopper.request('/nuxt/api/cart/create-auth');
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })).status).toBe(200);
    const res = await shopper.post('/nuxt/api/checkout/esw-handoff', {});
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/\/currency\/GBP\/country\/GB$/);
    const sync = await shopper.request(url);
    expect(sync.status).toBe(303);
    expect(sync.headers.get('location')).toMatch(/^\/sandbox\/esw\/checkout\/esw_[A-Za-z0-9_-]+\/$/);
  });

  test('the new checkout takes no order meanwhile, even from a /checkout/ page opened before, and says where to pay', async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const { email } = await shopper.register();
    await shopper.request('/?country=GB');
    await shopper.request('/nuxt/api/cart/create-auth');
    await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] });
    const res = await shopper.request('/nuxt/api/checkout/place-order', {
      method: 'POST',
      json: { deliveryMethod: 'standard' },
      headers: { 'idempotency-key': 'off-checkout-1' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe(
      'This checkout is closed just now: open your basket and choose Checkout securely to pay through our checkout partner. You have not been charged.',
    );
    expect(await server.database.db.query('select 1 from orders o join customers c on c.id = o.customer_id where c.email = $1', [email])).toEqual([]);
  });
});
