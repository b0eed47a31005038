import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registeredShopper, Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// The account's orders, profile, password and newsletter setting (the address book and who may call: account.test.ts).
describe.each(DRIVERS)('the customer account: orders and profile (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  const customer = () => registeredShopper(server.url);
  const demo = async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    expect((await shopper.login('demo@northvale.test', 'Northvale-demo-1')).status).toBe(200);
    return shopper;
  };

  test('the orders list has order id, date, status and total, newest first', async () => {
    const shopper = await demo();
    const res = await shopper.request('/nuxt/api/account/orders');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { customerOrders } = (await res.json()) as { customerOrders: { items: unknown[]; total_count: number } };
    expect(customerOrders.total_count).toBe(3);
    expect(customerOrders.items[0]).toEqual({
      number: '100000142',
      order_date: '2025-10-20T16:40:00.000Z',
      status: 'dispatched',
      grand_total: { value: 134.96, currency: 'GBP' },
    });
    expect(customerOrders.items.map((o) => (o as { number: string }).number)).toEqual(['100000142', '100000137', '100000101']);
  });

  test('an order answers every field of the order detail', async () => {
    const shopper = await demo();
    const { customerOrder } = (await (await shopper.request('/nuxt/api/account/orders/100000137')).json()) as { customerOrder: Record<string, unknown> };
    expect(customerOrder).toMatchObject({
      number: '100000137',
      status: 'processing',
      shipping_address: { firstname: 'Demo', city: 'London', postcode: 'SE1 9PX', country_code: 'GB' },
      billing_address: { city: 'Manchester', postcode: 'M1 3HE' },
      shipping_method: 'Deliver to store',
      payment_method: 'Cycle to work certificate',
      // A product no longer in the catalogue has no thumbnail rather than another product's.
      items: [
        {
          product_name: 'Gravel X Pro',
          product_sku: 'NV-GRAVEL-X-PRO',
          quantity_ordered: 1,
          product_sale_price: { value: 2499, currency: 'GBP' },
          image: null,
        },
      ],
      total: { subtotal: { value: 2499 }, total_shipping: { value: 0 }, discount: { value: 0 }, grand_total: { value: 2499 } },
      dispatch_date: '2025-09-10',
      estimated_delivery: '2025-09-12',
      certificate: { amount: { value: 2499, currency: 'GBP' }, issued_by: 'Northvale Cycle to Work scheme' },
    });
    const plain = (await (await shopper.request('/nuxt/api/account/orders/100000101')).json()) as { customerOrder: { certificate: unknown; total: unknown } };
    expect(plain.customerOrder.certificate).toBeNull();
    expect(plain.customerOrder.total).toMatchObject({ subtotal: { value: 1948.98 }, discount: { value: 100 }, grand_total: { value: 1848.98 } });
    const unknown = await shopper.request('/nuxt/api/account/orders/999');
    expect(unknown.status).toBe(404);
    expect((await shopper.request('/nuxt/api/account/orders/..%2Fadmin')).status).toBe(404);
  });

  test('profile update changes names; a new email needs the current password, answers alike whether taken, and changes only from the link sent to it', async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const { email, password } = await shopper.register();
    const names = await shopper.post('/nuxt/api/account/update-profile', { firstname: 'Grace', lastname: 'Sprinter', email });
    expect(names.status).toBe(200);
    expect(await names.json()).toMatchObject({ updateCustomer: { customer: { firstname: 'Grace', lastname: 'Sprinter', email } } });

    const newEmail = `new-${email}`;
    const withoutPassword = await shopper.post('/nuxt/api/account/update-profile', { firstname: 'Grace', lastname: 'Sprinter', email: newEmail });
    expect(withoutPassword.status).toBe(400);
    expect(await withoutPassword.json()).toMatchObject({ errors: [{ message: 'Required Field', field: 'currentPassword' }] });
    const wrongPassword = await shopper.post('/nuxt/api/account/update-profile', {
      firstname: 'Grace',
      lastname: 'Sprinter',
      email: newEmail,
      currentPassword: 'Wrong-pass-1',
    });
    expect(await wrongPassword.json()).toMatchObject({ errors: [{ message: 'The current password is incorrect.', field: 'currentPassword' }] });
    const change = (address: string) =>
      shopper.post('/nuxt/api/account/update-profile', { firstname: 'Grace', lastname: 'Sprinter', email: address, currentPassword: password });
    const linkTo = async (address: string) => {
      const rows = await server.database.db.query<{ body_text: string }>(
        `select body_text from email_outbox where recipient = $1 and kind = 'email-change' order by id desc limit 1`,
        [address],
      );
      const link = /\/auth\/confirm-email\/\?token=[A-Za-z0-9_-]{43}/.exec(rows[0]?.body_text ?? '')?.[0];
      return link;
    };

    // A taken address and a free one get the same answer; nothing changes until the new address confirms.
    const taken = await change('demo@northvale.test');
    const free = await change(newEmail);
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    const takenBody = (await taken.json()) as Record<string, unknown>;
    const freeBody = (await free.json()) as Record<string, unknown>;
    expect(takenBody).toEqual({ ...freeBody, emailChange: { pending: true, email: 'demo@northvale.test' } });
    expect(freeBody).toMatchObject({ updateCustomer: { customer: { email } }, emailChange: { pending: true, email: newEmail } });
    expect(await linkTo('demo@northvale.test')).toBeUndefined();
    expect((await new Shopper(server.url, uniqueAddress()).login(newEmail, password)).status).toBe(401);

    const link = await linkTo(newEmail);
    expect(link).toBeDefined();
    const opened = await fetch(`${server.url}${link}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Your email address has been changed');
    expect((await fetch(`${server.url}${link}`)).status).toBe(400);
    expect((await new Shopper(server.url, uniqueAddress()).login(newEmail, password)).status).toBe(200);
    expect((await new Shopper(server.url, uniqueAddress()).login(email, password)).status).toBe(401);
  });

  test('changing the password needs the current one and ends the other sessions', async () => {
    const first = new Shopper(server.url, uniqueAddress());
    const { email, password } = await first.register();
    const second = new Shopper(server.url, uniqueAddress());
    await second.login(email, password);
    const wrong = await first.post('/nuxt/api/account/change-password', { currentPassword: 'Wrong-pass-1', newPassword: 'Fresh-legs-42' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: [{ message: 'The current password is incorrect.', field: 'currentPassword' }] });
    const short = await first.post('/nuxt/api/account/change-password', { currentPassword: password, newPassword: 'short' });
    expect(await short.json()).toMatchObject({ errors: [{ field: 'newPassword' }] });
    const common = await first.post('/nuxt/api/account/change-password', { currentPassword: password, newPassword: '12345678' });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      errors: [
        {
          message: 'This password is one of the most common ones and is easy to guess. Choose another, for example three or four unrelated words.',
          field: 'newPassword',
        },
      ],
    });
    const ok = await first.post('/nuxt/api/account/change-password', { currentPassword: password, newPassword: 'Fresh-legs-42' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ changeCustomerPassword: true });
    expect((await first.request('/nuxt/api/auth/customer')).status).toBe(200);
    expect((await second.request('/nuxt/api/auth/customer')).status).toBe(401);
    expect((await new Shopper(server.url, uniqueAddress()).login(email, 'Fresh-legs-42')).status).toBe(200);
  });

  test('the newsletter setting is stored on the customer', async () => {
    const shopper = await customer();
    const on = await shopper.post('/nuxt/api/account/newsletter', { subscribed: true });
    expect(await on.json()).toEqual({ updateCustomer: { customer: { is_subscribed: true } } });
    expect(await (await shopper.request('/nuxt/api/auth/customer')).json()).toMatchObject({ customer: { is_subscribed: true } });
    const wrongType = await shopper.post('/nuxt/api/account/newsletter', { subscribed: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ errors: [{ message: '"subscribed" must be true or false.', field: 'subscribed' }] });
    await shopper.post('/nuxt/api/account/newsletter', { subscribed: false });
    expect(await (await shopper.request('/nuxt/api/auth/customer')).json()).toMatchObject({ customer: { is_subscribed: false } });
  });
});
