import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SCHEMA_BASE } from '../../schemas/files.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { Shopper, UK_ADDRESS, uniqueAddress, uniqueEmail } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * Cases made from every JSON call's schema and every GET route (a missing field, a wrong kind, a
 * control character, a body that is not JSON, …): each must be a 4xx naming the problem. The
 * hand-written cases are in robustness.test.ts.
 */

const KIT = 'NV-1054';

interface Refusal {
  error: string | { message: string };
  errors: { message: string; field?: string }[];
}

interface BodyCall {
  path: string;
  schema?: string;
  sample?: () => Record<string, unknown>;
}

const address = (email: string) => ({ ...UK_ADDRESS, email });

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
