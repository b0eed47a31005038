import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StripeSandbox } from '../../server/sandbox/stripe-api.ts';
import { placeCardOrder } from '../helpers/card-order.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { startStoreWithStripe } from '../helpers/stripe-double.ts';
import { signInStaff, type StudioClient, studioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { NAMED_ASSETS, type TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054'; // £29.99, in stock
/** What no staff answer about a customer may carry: a password hash, a token or its hash. */
const SECRETS = /scrypt\$|password_?hash|token_?hash|refresh_?token|"token"/i;

interface Customer {
  profile: { id: number; email: string; firstName: string; erasedAt: string | null };
  newsletter: { subscribed: boolean; signUp: { status: string } | null };
  addresses: { city: string; telephone: string }[];
  orders: { number: string; status: string; total: number }[];
}
type ListPage = { customers: { id: number; email: string; orders: number }[]; total: number };

describe.each(DRIVERS)('the back office serves customers (%s)', (driver) => {
  let server: TestServer;
  let double: StripeSandbox;
  let close: () => Promise<void>;
  let admin: StudioClient;
  let fulfilment: StudioClient;
  beforeAll(async () => {
    ({ server, double, close } = await startStoreWithStripe({ driver, deps: NAMED_ASSETS }));
    admin = await signInStaff(server.url, 'admin@northvale.test');
    fulfilment = await signInStaff(server.url, 'fulfilment@northvale.test');
  }, 60_000);
  afterAll(async () => close?.());

  const idOf = async (email: string) => (await fulfilment.json<ListPage>('GET', `/customers?q=${encodeURIComponent(email)}`)).body.customers[0]!.id;

  test('customer service finds a customer by email, name or order number, paged on the server', async () => {
    const byEmail = await fulfilment.json<ListPage>('GET', '/customers?q=RIDER@northvale');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.customers.map((c) => c.email)).toEqual(['rider@northvale.test']);
    expect(byEmail.body.customers[0]!.orders).toBe(1);
    const byOrder = await fulfilment.json<ListPage>('GET', '/customers?q=100000137');
    expect(byOrder.body.customers.map((c) => c.email)).toEqual(['demo@northvale.test']);
    const all = await fulfilment.json<ListPage>('GET', '/customers?pageSize=10&sort=email&dir=asc');
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    expect(all.body.customers.length).toBeLessThanOrEqual(10);
    const byOrders = await fulfilment.json<ListPage>('GET', '/customers?sort=orders&dir=desc&pageSize=10');
    expect(byOrders.body.customers[0]).toMatchObject({ email: 'demo@northvale.test', orders: 3 });
    const byName = await fulfilment.json<ListPage>('GET', '/customers?q=sample cyclist&sort=name');
    expect(byName.body.customers.map((c) => c.email)).toEqual(['rider@northvale.test']);
    const none = await fulfilment.json<ListPage>('GET', '/customers?q=nobody-at-all');
    expect(none.body).toMatchObject({ customers: [], total: 0 });
  });

  test('a customer is shown with profile, addresses, orders and newsletter, and never a password hash or token', async () => {
    const id = await idOf('demo@northvale.test');
    const res = await fulfilment.call('GET', `/customers/${id}`);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toMatch(SECRETS);
    const customer = JSON.parse(text) as Customer;
    expect(customer.profile).toMatchObject({ id, email: 'demo@northvale.test', erasedAt: null });
    expect(customer.orders.map((o) => o.number)).toEqual(expect.arrayContaining(['100000101', '100000137', '100000142']));
    expect(customer.addresses.length).toBeGreaterThan(0);
    expect(typeof customer.newsletter.subscribed).toBe('boolean');
    const html = await (await fetch(`${server.url}/studio/customers/${id}/`, { headers: { Accept: 'text/html', ...fulfilment.auth } })).text();
    expect(html).toContain('demo@northvale.test');
    expect(html).toContain('href="/studio/orders/100000137/"');
    expect(html).not.toMatch(/scrypt\$/);
  });

  test('the export is a JSON download of everything held: profile, addresses, orders with lines, newsletter, carts, consent; audited', async () => {
    const id = await idOf('demo@northvale.test');
    const res = await fulfilment.call('GET', `/customers/${id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="customer-${id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    const text = await res.text();
    expect(text).not.toMatch(SECRETS);
    const data = JSON.parse(text) as Record<string, unknown> & { orders: { number: string; items: unknown[]; shippingAddress: unknown }[] };
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'profile',
        'addresses',
        'orders',
        'newsletter',
        'carts',
        'signIns',
        'emailChanges',
        'cycleToWorkQuotes',
        'stockAlerts',
        'warrantyRegistrations',
        'financeApplications',
        'consent',
      ]),
    );
    expect(data.orders.find((o) => o.number === '100000101')?.items.length).toBeGreaterThan(0);
    const log = await admin.json<{ entries: { action: string; staffEmail: string }[] }>('GET', `/audit?entity=customer&entityId=${id}`);
    expect(log.body.entries[0]).toMatchObject({ action: 'export', staffEmail: 'fulfilment@northvale.test' });
  });

  test('erasing waits for undispatched orders, then removes personal data, keeps orders anonymised and blocks sign-in', async () => {
    const { shopper, email, number } = await placeCardOrder(server.url, double, KIT);
    expect((await shopper.post('/nuxt/api/account/newsletter', { subscribed: true })).status).toBe(200);
    expect((await shopper.post('/nuxt/api/newsletter/subscribe', { email })).status).toBe(200);
    // A back-in-stock alert and a warranty registration under their email are theirs too.
    expect((await shopper.post('/nuxt/api/catalog/stock-alert', { sku: 'NV-1035', email })).status).toBe(202);
    const id = await idOf(email);
    await server.database.db.query(
      `insert into warranty_registrations (reference, model_sku, frame_number, purchase_date, customer_id, email, locale)
       values ('WTY-ERAS-0001', (select sku from catalog_bike_models limit 1), $1, current_date, $2, $3, 'en')`,
      [`FRAME-${id}`, id, email],
    );
    const exported = (await admin.json<{ stockAlerts: unknown[]; warrantyRegistrations: unknown[] }>('GET', `/customers/${id}/export`)).body;
    expect(exported.stockAlerts).toMatchObject([{ sku: 'NV-1035' }]);
    expect(exported.warrantyRegistrations).toMatchObject([{ reference: 'WTY-ERAS-0001' }]);
    const before = (await admin.json<Customer>('GET', `/customers/${id}`)).body;
    expect(before).toMatchObject({ newsletter: { subscribed: true, signUp: { status: 'pending' } }, addresses: [{ city: 'Leeds' }] });
    const early = await admin.json<{ message: string }>('POST', `/customers/${id}/erase`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`Customer ${id} has orders not yet dispatched (${number}): dispatch or cancel them first, then erase.`);
    expect((await fulfilment.json('POST', `/orders/${number}/dispatch`, { carrier: 'dpd', trackingNumber: 'JD014600003828' })).status).toBe(200);
    const refused = await fulfilment.json<{ message: string }>('POST', `/customers/${id}/erase`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an admin may erase in Customers; you are signed in as fulfilment.');

    const erased = await admin.json<{ message: string }>('POST', `/customers/${id}/erase`);
    expect(erased.status).toBe(200);
    expect(erased.body.message).toBe(`Customer ${id} is erased; 1 order is kept without personal data.`);
    const db = server.database.db;
    const after = (await admin.json<Customer>('GET', `/customers/${id}`)).body;
    expect(after.profile).toMatchObject({ email: `erased-${id}@erased.invalid`, firstName: 'Erased', erasedAt: expect.any(String) });
    expect(after).toMatchObject({
      addresses: [],
      newsletter: { subscribed: false, signUp: null },
      orders: [{ number, status: 'dispatched', total: expect.any(Number) }],
    });
    const [order] = await db.query<{ shipping_address: unknown; grand_total: number }>(
      'select shipping_address, grand_total from orders where order_number = $1',
      [number],
    );
    expect(order?.shipping_address).toEqual({
      firstname: 'Erased',
      lastname: 'customer',
      street: ['Erased'],
      city: 'Erased',
      postcode: '',
      country_code: 'GB',
    });
    expect(order?.grand_total).toBeGreaterThan(0);
    for (const [table, column] of [
      ['customer_sessions', 'customer_id'],
      ['customer_addresses', 'customer_id'],
      ['carts', 'customer_id'],
    ] as const)
      expect(await db.query(`select 1 from ${table} where ${column} = $1`, [id]), table).toEqual([]);
    expect(await db.query('select 1 from newsletter_subscriptions where lower(email) = $1', [email.toLowerCase()])).toEqual([]);
    expect(await db.query('select 1 from email_outbox where lower(recipient) = $1', [email.toLowerCase()])).toEqual([]);
    expect(await db.query('select 1 from stock_alerts where lower(email) = $1', [email.toLowerCase()])).toEqual([]);
    expect(await db.query('select 1 from warranty_registrations where customer_id = $1 or lower(email) = $2', [id, email.toLowerCase()])).toEqual([]);
    expect((await shopper.request('/nuxt/api/auth/customer')).status).toBe(401);
    expect((await new Shopper(server.url, uniqueAddress()).login(email, 'Pedal-power-99')).status).toBe(401);
    const log = await admin.json<{ entries: { action: string; before: unknown; after: unknown }[] }>('GET', `/audit?entity=customer&entityId=${id}`);
    expect(log.body.entries[0]).toMatchObject({ action: 'erase', after: { erased: true, ordersKept: 1 } });
    expect(JSON.stringify(log.body.entries)).not.toContain(email);
    expect((await admin.json<{ message: string }>('POST', `/customers/${id}/erase`)).status).toBe(409);
  });

  test('only customer service and admins see customers: 403 for other roles, 401 signed out, 4xx for bad input', async () => {
    for (const email of ['merchandiser@northvale.test', 'editor@northvale.test']) {
      const member = await signInStaff(server.url, email);
      const refused = await member.json<{ message: string }>('GET', '/customers');
      expect(refused.status, email).toBe(403);
      expect(refused.body.message).toContain('Customers needs the fulfilment or admin role');
      expect((await fetch(`${server.url}/studio/customers/`, { headers: { Accept: 'text/html', ...member.auth } })).status).toBe(403);
    }
    expect((await studioClient(server.url).json('GET', '/customers')).status).toBe(401);
    expect((await studioClient(server.url).json('GET', '/customers/1/export')).status).toBe(401);
    const bad = await fulfilment.json<{ message: string }>('GET', '/customers/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('"abc" is not a customer number; customer numbers are whole numbers, like 12.');
    expect((await fulfilment.json<{ message: string }>('GET', '/customers/999999')).body.message).toBe('There is no customer 999999.');
    expect((await admin.json('POST', '/customers/999999/erase')).status).toBe(404);
    expect((await fulfilment.json<{ message: string }>('GET', '/customers?sort=password')).body.message).toBe(
      '"sort" must be one of "joined", "name", "email", "orders" (got "password").',
    );
  });
});
