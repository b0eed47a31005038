import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PaymentProvider } from '../../server/integrations/payments/payment-provider.ts';
import { createIntegrations } from '../../server/integrations/index.ts';
import { paymentMethodFor } from '../helpers/stripe-double.ts';
import { Shopper, UK_ADDRESS, uniqueAddress } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const BIKE = 'ENDURANCE-SL-PRO';
const KIT = 'NV-1054';
const NUL = '\u0000';

interface Refusal {
  error: string | { message: string };
  errors: { message: string; field?: string }[];
}

describe.each(DRIVERS)('bad input is a 4xx naming the problem (%s)', (driver) => {
  let server: TestServer;
  let authorisations = 0;
  beforeAll(async () => {
    // The card provider (the local Stripe double), counting the authorisations it is asked for.
    server = await startTestServer({
      driver,
      env: { TRUST_PROXY: 'loopback' },
      deps: (db, config) => {
        const payments = createIntegrations(config, db).payments;
        return {
          integrations: {
            payments: {
              ...payments,
              authorize: (request) => {
                authorisations += 1;
                return payments.authorize(request);
              },
            } satisfies PaymentProvider,
          },
        };
      },
    });
  });
  afterAll(async () => server?.close());

  /** A signed-in customer with a UK address and the kit in the cart. */
  const customer = async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const { email } = await shopper.register();
    const added = await shopper.post('/nuxt/api/account/add-address', { address: { ...UK_ADDRESS, email } });
    expect(added.status).toBe(200);
    const addressId = ((await added.json()) as { createCustomerAddress: { id: number } }).createCustomerAddress.id;
    await shopper.request('/nuxt/api/cart/create-auth');
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })).status).toBe(200);
    return { shopper, email, addressId };
  };

  const expectRefusal = async (res: Response, field: string, what: string) => {
    expect(res.status, what).toBe(400);
    const body = (await res.json()) as Refusal;
    expect(body.errors[0]?.field, what).toBe(field);
    expect(body.errors[0]?.message, what).toMatch(/control character/);
  };

  test('a NUL character in a body, a query or a path is a 400 naming the field, on every call', async () => {
    const { shopper, email, addressId } = await customer();
    const posts: [string, unknown, string][] = [
      ['/nuxt/api/auth/login', { email, password: `Pedal${NUL}power` }, 'password'],
      ['/nuxt/api/auth/register', { firstName: 'A', lastName: 'B', email: `x${NUL}@example.test`, password: 'Pedal-power-99' }, 'email'],
      ['/nuxt/api/auth/reset-password', { email: `x${NUL}@example.test` }, 'email'],
      ['/nuxt/api/cart/add-item', { cartItems: [{ sku: `${KIT}${NUL}`, quantity: 1 }] }, 'cartItems[0].sku'],
      ['/nuxt/api/cart/apply-coupon', { couponCode: `WELCOME${NUL}10` }, 'couponCode'],
      ['/nuxt/api/account/add-address', { address: { ...UK_ADDRESS, email, city: `Le${NUL}eds` } }, 'address.city'],
      ['/nuxt/api/account/update-address', { addressId, address: { ...UK_ADDRESS, email, street: [`1 Kirk${NUL}gate`] } }, 'address.street[0]'],
      ['/api/auth/update-address', { addressId, address: { postcode: `LS1${NUL}6BZ` } }, 'address.postcode'],
      ['/nuxt/api/category/list', { urlPath: `bikes${NUL}` }, 'urlPath'],
      ['/nuxt/api/check-store-ip', { ipAddress: `203.0.113.1${NUL}` }, 'ipAddress'],
      [
        '/nuxt/api/cycletowork/quote',
        { employerName: `Acme${NUL}`, employerEmail: 'hr@acme.example', employeeName: 'Sam', employeeEmail: email, bike: 'Metro 7', total: '949.99' },
        'employerName',
      ],
      ['/nuxt/api/newsletter/subscribe', { email: `x${NUL}@example.test` }, 'email'],
      ['/nuxt/api/cart/add-item', { [`cart${NUL}Items`]: [] }, `cart${NUL}Items`],
    ];
    for (const [path, body, field] of posts) await expectRefusal(await shopper.post(path, body), field, path);

    await expectRefusal(await shopper.request('/nuxt/api/routing/main?urlKey=a%00b'), 'urlKey', 'routing');
    await expectRefusal(await shopper.request('/nuxt/api/search/suggest?q=bi%01ke'), 'q', 'search');
    await expectRefusal(await shopper.request('/nuxt/api/account/orders/1000%0001'), 'path', 'order path');
    const page = await shopper.request('/bikes%00/');
    expect(page.status).toBe(400);
    expect(await page.text()).toMatch(/control character/);
  });

  test('place-order refuses a NUL before it authorises any card', async () => {
    const { shopper, addressId } = await customer();
    const token = await paymentMethodFor(server.payments!.double, '4242 4242 4242 4242');
    const before = authorisations;
    const res = await shopper.request('/nuxt/api/checkout/place-order', {
      method: 'POST',
      json: { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: `${token}${NUL}` },
      headers: { 'idempotency-key': randomUUID() },
    });
    await expectRefusal(res, 'paymentToken', 'place-order');
    expect(authorisations).toBe(before);
  });

  test('custom colour option ids that name built-in object properties are refused like any unknown option', async () => {
    const { shopper } = await customer();
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: BIKE, quantity: 1, selected_options: ['size/m'] }] })).status).toBe(200);
    for (const uid of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await shopper.post('/nuxt/api/cart/add-item', {
        cartItems: [{ sku: 'BBCOLOUR-CUSTOM', quantity: 1, parent_sku: BIKE, entered_options: [{ uid, value: '#ffffff' }] }],
      });
      expect(res.status, uid).toBe(400);
      expect(((await res.json()) as Refusal).errors[0], uid).toMatchObject({
        field: 'cartItems[0].entered_options[0].uid',
        message: expect.stringMatching(/^Unknown custom colour option/),
      });
    }
  });

  test('a body that is not JSON is a 400 on every JSON call, the store-IP check included', async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    for (const [path, body, type] of [
      ['/nuxt/api/check-store-ip', 'ipAddress=203.0.113.10', 'application/x-www-form-urlencoded'],
      ['/nuxt/api/check-store-ip', '{"ipAddress":"203.0.113.10"}', 'text/plain'],
      ['/nuxt/api/check-store-ip', 'not json at all', ''],
      ['/nuxt/api/check-store-ip', '{"ipAddress":', 'application/json'],
      ['/nuxt/api/cycletowork/quote', '<quote/>', 'application/xml'],
      ['/nuxt/api/category/products', 'pageSize=12', 'application/x-www-form-urlencoded'],
    ] as const) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const res = await shopper.request(path, { method: 'POST', body, headers });
      expect(res.status, `${path} ${type}`).toBe(400);
      const answer = (await res.json()) as Refusal;
      expect(answer.errors[0]?.message, `${path} ${type}`).toMatch(/JSON/);
    }
  });
});

/** A call that takes a JSON body: a body it accepts in shape, and the request schema naming its required fields. */
