import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PaymentProvider } from '../../server/integrations/payments/payment-provider.ts';
import { createIntegrations } from '../../server/integrations/index.ts';
import { paymentMethodFor } from '../helpers/stripe-double.ts';
import { SCHEMA_BASE } from '../../schemas/files.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { Shopper, uniqueAddress, uniqueEmail } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const BIKE = 'ENDURANCE-SL-PRO';
const KIT = 'NV-1054';
const NUL = '\u0000';

interface Refusal {
  error: string | { message: string };
  errors: { message: string; field?: string }[];
}

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Climber',
  telephone: '0113 496 0000',
  street: ['1 Kirkgate'],
  city: 'Leeds',
  postcode: 'LS1 6BZ',
  country_code: 'GB',
};

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
    const added = await shopper.post('/nuxt/api/account/add-address', { address: { ...ADDRESS, email } });
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
      ['/nuxt/api/account/add-address', { address: { ...ADDRESS, email, city: `Le${NUL}eds` } }, 'address.city'],
      ['/nuxt/api/account/update-address', { addressId, address: { ...ADDRESS, email, street: [`1 Kirk${NUL}gate`] } }, 'address.street[0]'],
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
interface BodyCall {
  path: string;
  schema?: string;
  sample?: () => Record<string, unknown>;
}

const address = (email: string) => ({ ...ADDRESS, email });

/** Every POST call of spec section 7, and every other JSON call the server has. */
const BODY_CALLS: BodyCall[] = [
  { path: '/nuxt/api/cart/add-item', schema: 'cart-add-item', sample: () => ({ cartItems: [{ sku: KIT, quantity: 1 }] }) },
  { path: '/nuxt/api/cart/apply-coupon', schema: 'cart-apply-coupon', sample: () => ({ couponCode: 'RIDE25' }) },
  { path: '/nuxt/api/cart/remove-item', schema: 'cart-remove-item', sample: () => ({ cartItemId: 'item-uid-1' }) },
  { path: '/nuxt/api/cart/merge-cart', schema: 'cart-merge', sample: () => ({ guestCartId: 'a'.repeat(24), authCartId: 'b'.repeat(24) }) },
  { path: '/nuxt/api/cart/update-cart', schema: 'cart-update', sample: () => ({ cartItems: [{ cart_item_uid: 'item-uid-1', quantity: 2 }] }) },
  { path: '/nuxt/api/auth/login', schema: 'auth-login', sample: () => ({ email: uniqueEmail('robust'), password: 'Not-the-password-1' }) },
  {
    path: '/nuxt/api/auth/register',
    schema: 'auth-register',
    sample: () => ({ firstName: 'Ada', lastName: 'Climber', email: uniqueEmail('robust'), password: 'Pedal-power-99' }),
  },
  { path: '/nuxt/api/auth/reset-password', schema: 'auth-reset-password', sample: () => ({ email: uniqueEmail('robust') }) },
  { path: '/nuxt/api/auth/set-new-password', schema: 'auth-set-new-password', sample: () => ({ token: 'a'.repeat(43), password: 'Pedal-power-99' }) },
  { path: '/nuxt/api/account/add-address', schema: 'account-add-address', sample: () => ({ address: address(uniqueEmail('robust')) }) },
  {
    path: '/nuxt/api/account/update-address',
    schema: 'account-update-address',
    sample: () => ({ addressId: 1, address: address(uniqueEmail('robust')) }),
  },
  { path: '/nuxt/api/account/delete-address', schema: 'account-delete-address', sample: () => ({ addressId: 1 }) },
  { path: '/api/auth/update-address', schema: 'account-default-address', sample: () => ({ addressId: 1, address: { default_shipping: true } }) },
  {
    path: '/nuxt/api/account/update-profile',
    schema: 'account-update-profile',
    sample: () => ({ firstname: 'Ada', lastname: 'Climber', email: uniqueEmail('robust') }),
  },
  {
    path: '/nuxt/api/account/change-password',
    schema: 'account-change-password',
    sample: () => ({ currentPassword: 'Not-the-password-1', newPassword: 'Pedal-power-100' }),
  },
  { path: '/nuxt/api/account/newsletter', schema: 'account-newsletter', sample: () => ({ subscribed: true }) },
  { path: '/nuxt/api/category/list', schema: 'category-list', sample: () => ({ urlPath: 'bikes/road' }) },
  { path: '/nuxt/api/category/products', schema: 'category-products', sample: () => ({ categoryId: 999999, pageSize: 12, currentPage: 1 }) },
  { path: '/nuxt/api/check-store-ip', schema: 'check-store-ip', sample: () => ({ ipAddress: '203.0.113.10' }) },
  { path: '/nuxt/api/store/choose-country', schema: 'choose-country', sample: () => ({ countryCode: 'DE' }) },
  {
    path: '/nuxt/api/cycletowork/quote',
    schema: 'cycle-to-work-quote',
    sample: () => ({
      employerName: 'Riverside Print Ltd',
      employerEmail: 'hr@riverside-print.example',
      employeeName: 'Sam Taylor',
      employeeEmail: uniqueEmail('robust'),
      bike: 'Metro 7 hybrid, size M',
      total: '949.99',
    }),
  },
  { path: '/nuxt/api/newsletter/subscribe', schema: 'newsletter-subscribe', sample: () => ({ email: 'not an email' }) },
  { path: '/nuxt/api/catalog/stock-alert', schema: 'stock-alert', sample: () => ({ sku: 'NV-1035', email: uniqueEmail('robust') }) },
  {
    path: '/nuxt/api/checkout/place-order',
    schema: 'checkout-place-order',
    sample: () => ({ shippingAddressId: 1, deliveryMethod: 'standard', certificate: { number: 'SBX-1000-ROBU', issuedBy: 'Cyclescheme', amount: '10' } }),
  },
  { path: '/nuxt/api/checkout/esw-handoff' },
  { path: '/nuxt/api/esw/webhook' },
];

/** Every GET call of spec section 7, and the other GET calls of the API. */
const GET_CALLS = [
  '/nuxt/api/routing/main?urlKey=bikes',
  '/nuxt/api/cart/fetch-cart',
  '/nuxt/api/cart/create-auth',
  '/nuxt/api/cart/create-guest',
  '/nuxt/api/cart/remove-coupon',
  '/nuxt/api/cart/clear-cart',
  '/nuxt/api/cart/delivery-info',
  '/nuxt/api/auth/logout',
  '/nuxt/api/auth/customer',
  '/nuxt/api/auth/renew-token',
  '/nuxt/api/finance/v12-deposits',
  '/nuxt/api/finance/v12-products',
  '/nuxt/api/footer/footer-menu',
  '/nuxt/api/header/main-menu',
  '/nuxt/api/header/main-menu-level-1',
  '/nuxt/api/new-checkout-check',
  '/nuxt/api/store/config',
  '/nuxt/api/store/shopper',
  '/nuxt/api/search/suggest?q=road',
  '/nuxt/api/account/orders',
  '/nuxt/api/account/orders/100000101',
  '/nuxt/api/checkout/delivery-methods',
];

interface Case {
  name: string;
  method: string;
  path: string;
  /** Raw body text and its content type. */
  body?: string;
  type?: string;
  /** The problem the answer must name: a field, or words of the message. */
  field?: string;
  message?: RegExp;
  status?: number;
}

/** A value of the wrong kind for whatever `value` is. */
const wrongKind = (value: unknown): unknown => (typeof value === 'object' && value !== null ? 'text instead of an object' : { not: 'this' });

function casesOf(call: BodyCall): Case[] {
  const json = (name: string, value: unknown, extra: Partial<Case> = {}): Case => ({
    name,
    method: 'POST',
    path: call.path,
    body: JSON.stringify(value),
    type: 'application/json',
    ...extra,
  });
  const cases: Case[] = [
    { name: 'malformed JSON', method: 'POST', path: call.path, body: '{"email": "a@b.test",', type: 'application/json', message: /JSON|signature/ },
    { name: 'a body that is not JSON', method: 'POST', path: call.path, body: 'email=a%40b.test', type: 'text/plain', message: /JSON|signature/ },
    json('a body nested 200 deep', { x: JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) }, { message: /nested too deeply|signature/i }),
    json('a body over the size limit', { x: 'x'.repeat(200_000) }, { message: /too large|signature/i }),
    json('a control character in a field name', { 'bad\u0007name': 1 }, { message: /control character|signature/i }),
  ];
  for (const [label, value] of [
    ['a list', []],
    ['text', 'just text'],
    ['a number', 42],
  ] as const)
    cases.push(json(`the body as ${label}`, value));
  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'])
    cases.push({ name: `method ${method}`, method, path: call.path, status: 405, message: new RegExp(`^${method} is not allowed on .*; use POST`) });
  if (!call.sample) return cases;

  const required = (schemaRegistry().schemas.get(`${SCHEMA_BASE}requests/${call.schema}.json`)?.['required'] as string[] | undefined) ?? [];
  for (const field of required) {
    const { [field]: _left, ...rest } = call.sample();
    cases.push(json(`no ${field}`, rest, { field }));
  }
  for (const [field, value] of Object.entries(call.sample())) {
    cases.push(json(`${field} of the wrong kind`, { ...call.sample(), [field]: wrongKind(value) }, { field }));
    if (typeof value !== 'string') continue;
    cases.push(json(`${field} with a NUL`, { ...call.sample(), [field]: `${value}\u0000` }, { field, message: /control character/ }));
    cases.push(json(`${field} with an escape character`, { ...call.sample(), [field]: `\u001b[31m${value}` }, { field, message: /control character/ }));
    cases.push(json(`${field} 20,000 characters long`, { ...call.sample(), [field]: `${value}${'x'.repeat(20_000)}` }));
  }
  return cases;
}

function getCases(path: string): Case[] {
  const [route = path] = path.split('?');
  const join = path.includes('?') ? '&' : '?';
  return [
    { name: 'a NUL in a query parameter', method: 'GET', path: `${path}${join}q2=a%00b`, field: 'q2', message: /control character/ },
    { name: 'a C1 control character in a query parameter', method: 'GET', path: `${path}${join}q2=a%C2%85b`, field: 'q2', message: /control character/ },
    { name: 'a NUL in the path', method: 'GET', path: `${route}%00/`, field: 'path', message: /control character/ },
    { name: 'broken percent-encoding in the path', method: 'GET', path: `${route}/%E0%A4%A/`, field: 'path', message: /%/ },
    { name: 'method DELETE', method: 'DELETE', path: route, status: 405, message: /^DELETE is not allowed on .*; use GET/ },
    { name: 'method POST', method: 'POST', path: route, body: '{}', type: 'application/json', status: 405, message: /^POST is not allowed on .*; use GET/ },
  ];
}

const ALL_CASES = [...BODY_CALLS.flatMap(casesOf), ...GET_CALLS.flatMap(getCases)];

describe.each(DRIVERS)('the generated robustness cases (%s)', (driver) => {
  let server: TestServer;
  let cookie = '';
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
    // A signed-in customer with a cart, so that every call gets as far as reading its input.
    const shopper = new Shopper(server.url, uniqueAddress());
    await shopper.register();
    await shopper.request('/nuxt/api/cart/create-auth');
    cookie = shopper.cookieHeader();
  });
  afterAll(async () => server?.close());

  test(`${ALL_CASES.length} cases over ${BODY_CALLS.length + GET_CALLS.length} calls: each a 4xx that names the problem, never a 5xx`, async () => {
    const problems: string[] = [];
    for (const c of ALL_CASES) {
      const headers: Record<string, string> = { cookie, 'x-forwarded-for': uniqueAddress(), 'idempotency-key': randomUUID() };
      if (c.type) headers['content-type'] = c.type;
      const res = await fetch(server.url + c.path, { method: c.method, headers, body: c.body, redirect: 'manual' });
      const text = await res.text();
      const label = `${c.method} ${c.path.slice(0, 80)} (${c.name}): ${res.status}`;
      if (res.status < 400 || res.status >= 500) {
        problems.push(`${label} ${text.slice(0, 160)}`);
        continue;
      }
      let answer: Partial<Refusal> = {};
      try {
        answer = JSON.parse(text) as Refusal;
      } catch {
        problems.push(`${label} answered something that is not JSON: ${text.slice(0, 80)}`);
        continue;
      }
      const message = typeof answer.error === 'string' ? answer.error : (answer.error?.message ?? '');
      const messages = [message, ...(answer.errors ?? []).map((e) => e.message)].join(' | ');
      if (c.status && res.status !== c.status) problems.push(`${label} instead of ${c.status}`);
      if (!message.trim()) problems.push(`${label} without a message`);
      else if (c.message && !c.message.test(messages)) problems.push(`${label} "${messages.slice(0, 160)}" does not match ${c.message}`);
      if (c.field && res.status === 400) {
        const named = (answer.errors ?? []).some((e) => e.field === c.field || e.field?.startsWith(`${c.field}.`) || e.field?.startsWith(`${c.field}[`));
        if (!named && !messages.includes(c.field)) problems.push(`${label} "${messages.slice(0, 160)}" does not name ${c.field}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
