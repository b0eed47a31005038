import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { contract } from '../helpers/contract.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const HOME = {
  firstname: 'Ada',
  lastname: 'Climber',
  email: 'ada@example.test',
  telephone: '+44 113 496 0000',
  street: ['1 Kirkgate', 'Flat 2'],
  city: 'Leeds',
  postcode: 'ls1 6bz',
  country_code: 'GB',
  region: { region: 'West Yorkshire' },
};

describe.each(DRIVERS)('the customer account calls (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  const customer = async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    await shopper.register();
    return shopper;
  };
  const demo = async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    expect((await shopper.login('demo@northvale.test', 'Northvale-demo-1')).status).toBe(200);
    return shopper;
  };
  const addressesOf = async (shopper: Shopper) => {
    const { customer } = contract('responses/customer.json', await (await shopper.request('/nuxt/api/auth/customer')).json());
    expect(customer).not.toBeNull();
    return customer?.addresses ?? [];
  };
  const add = async (shopper: Shopper, address: Record<string, unknown> = HOME) => {
    const res = await shopper.post('/nuxt/api/account/add-address', { address });
    expect(res.status, await res.clone().text()).toBe(200);
    return contract('responses/account-add-address.json', await res.json()).createCustomerAddress;
  };

  test('add-address answers createCustomerAddress.id; the first address becomes the default and the postcode is tidied', async () => {
    const shopper = await customer();
    const created = await add(shopper);
    expect(created).toMatchObject({ id: expect.any(Number), postcode: 'LS1 6BZ', default_shipping: true, default_billing: true });
    expect(await addressesOf(shopper)).toEqual([
      {
        id: created.id,
        firstname: 'Ada',
        lastname: 'Climber',
        email: 'ada@example.test',
        telephone: '+44 113 496 0000',
        street: ['1 Kirkgate', 'Flat 2'],
        city: 'Leeds',
        postcode: 'LS1 6BZ',
        country_code: 'GB',
        region: { region: 'West Yorkshire', region_code: null },
        default_shipping: true,
        default_billing: true,
      },
    ]);
  });

  test('update-address replaces the address and answers updateCustomerAddress.id', async () => {
    const shopper = await customer();
    const { id } = await add(shopper);
    const res = await shopper.post('/nuxt/api/account/update-address', { addressId: id, address: { ...HOME, city: 'York', postcode: 'YO1 7HH' } });
    expect(res.status).toBe(200);
    expect(contract('responses/account-update-address.json', await res.json())).toMatchObject({
      updateCustomerAddress: { id, city: 'York', postcode: 'YO1 7HH', default_shipping: true },
    });
  });

  test('the default-address update moves the default to another address', async () => {
    const shopper = await customer();
    const first = await add(shopper);
    const second = await add(shopper, { ...HOME, street: ['2 Briggate'] });
    expect(second.default_shipping).toBe(false);
    const res = await shopper.post('/api/auth/update-address', { addressId: second.id, address: { default_shipping: true, default_billing: true } });
    expect(res.status).toBe(200);
    expect(contract('responses/account-update-address.json', await res.json())).toMatchObject({
      updateCustomerAddress: { id: second.id, default_shipping: true, default_billing: true },
    });
    const after = await addressesOf(shopper);
    expect(after.find((a) => a.id === first.id)).toMatchObject({ default_shipping: false, default_billing: false });
    expect(after.find((a) => a.id === second.id)).toMatchObject({ default_shipping: true, default_billing: true });
  });

  test('delete-address removes the address', async () => {
    const shopper = await customer();
    const { id } = await add(shopper);
    const res = await shopper.post('/nuxt/api/account/delete-address', { addressId: id });
    expect(res.status).toBe(200);
    expect(contract('responses/account-delete-address.json', await res.json())).toEqual({ deleteCustomerAddress: true });
    expect(await addressesOf(shopper)).toEqual([]);
    const again = await shopper.post('/nuxt/api/account/delete-address', { addressId: id });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: 'We could not find that address in your account.' });
  });

  test('each address rule answers 400 with its message and field, and nothing is stored', async () => {
    const shopper = await customer();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...HOME, firstname: ' ' }, 'Required Field', 'address.firstname'],
      [{ ...HOME, lastname: '' }, 'Required Field', 'address.lastname'],
      [{ ...HOME, email: '' }, 'Required Field', 'address.email'],
      [{ ...HOME, email: 'no-at-sign' }, 'Enter an email address, like name@example.com.', 'address.email'],
      [{ ...HOME, telephone: 'call me' }, 'Enter a phone number of 7 to 15 digits; it may start with + and contain spaces.', 'address.telephone'],
      [{ ...HOME, postcode: '12345' }, 'Enter a UK postcode, like SW1A 1AA.', 'address.postcode'],
      [{ ...HOME, country_code: 'DE', postcode: '!!' }, 'Enter a postcode of 2 to 10 letters, digits, spaces or dashes.', 'address.postcode'],
      [{ ...HOME, country_code: 'KP' }, 'Choose a country we deliver to.', 'address.country_code'],
      [{ ...HOME, street: [] }, '"address.street" needs at least 1 entry.', 'address.street'],
      [{ ...HOME, street: [''] }, 'Required Field', 'address.street[0]'],
      [{ ...HOME, city: 7 }, '"address.city" must be text.', 'address.city'],
      [{ ...HOME, postcode: undefined }, 'Required Field', 'address.postcode'],
      [{ ...HOME, colour: 'red' }, 'Unknown field "address.colour"; leave it out.', 'address.colour'],
    ];
    for (const [address, message, field] of cases) {
      const res = await shopper.post('/nuxt/api/account/add-address', { address });
      expect(res.status, JSON.stringify(address)).toBe(400);
      expect(await res.json(), JSON.stringify(address)).toEqual({ error: message, errors: [{ message, field }] });
    }
    const wrongId = await shopper.post('/nuxt/api/account/update-address', { addressId: '1', address: HOME });
    expect(await wrongId.json()).toMatchObject({ errors: [{ message: '"addressId" must be a whole number.', field: 'addressId' }] });
    const noFields = await shopper.post('/api/auth/update-address', { addressId: 1, address: {} });
    expect(await noFields.json()).toMatchObject({ errors: [{ message: '"address" must name at least one field.', field: 'address' }] });
    expect(await addressesOf(shopper)).toEqual([]);
  });

  test('a duplicate key or malformed JSON changes nothing', async () => {
    const shopper = await customer();
    const { id } = await add(shopper);
    const raw = (body: string) =>
      shopper.request('/nuxt/api/account/update-address', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const duplicate = await raw(
      `{"addressId":${id},"address":${JSON.stringify({ ...HOME, city: 'York' }).replace('"city":"York"', '"city":"York","city":"Hull"')}}`,
    );
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toMatchObject({ error: 'The request body repeats the key "city"; send each key once.' });
    expect((await raw(`{"addressId":${id},"address":{"city":"York"`)).status).toBe(400);
    expect((await addressesOf(shopper))[0]).toMatchObject({ city: 'Leeds' });
  });

  test('a customer never reads or changes another customer’s address or order', async () => {
    const owner = await customer();
    const { id } = await add(owner);
    const other = await customer();
    const tries = [
      other.post('/nuxt/api/account/update-address', { addressId: id, address: { ...HOME, city: 'Stolen' } }),
      other.post('/nuxt/api/account/delete-address', { addressId: id }),
      other.post('/api/auth/update-address', { addressId: id, address: { default_shipping: true } }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'We could not find that address in your account.' });
    }
    expect(await addressesOf(other)).toEqual([]);
    expect((await addressesOf(owner))[0]).toMatchObject({ id, city: 'Leeds', default_shipping: true });

    const order = await other.request('/nuxt/api/account/orders/100000101');
    expect(order.status).toBe(404);
    expect(await order.json()).toMatchObject({ error: 'We could not find order 100000101 in your account.' });
    expect(await (await other.request('/nuxt/api/account/orders')).json()).toEqual({ customerOrders: { items: [], total_count: 0 } });
  });

  test('signed-out callers get 401 on every account call', async () => {
    const guest = new Shopper(server.url, uniqueAddress());
    const calls = [
      guest.request('/nuxt/api/account/orders'),
      guest.request('/nuxt/api/account/orders/100000101'),
      guest.post('/nuxt/api/account/add-address', { address: HOME }),
      guest.post('/nuxt/api/account/update-address', { addressId: 1, address: HOME }),
      guest.post('/nuxt/api/account/delete-address', { addressId: 1 }),
      guest.post('/api/auth/update-address', { addressId: 1, address: { default_shipping: true } }),
      guest.post('/nuxt/api/account/update-profile', { firstname: 'A', lastname: 'B', email: 'a@b.test' }),
      guest.post('/nuxt/api/account/change-password', { currentPassword: 'a', newPassword: 'Pedal-power-99' }),
      guest.post('/nuxt/api/account/newsletter', { subscribed: true }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Please sign in to continue.', errors: [{ message: 'Please sign in to continue.' }] });
    }
  });

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
