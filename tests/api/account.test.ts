import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { contract } from '../helpers/contract.ts';
import { registeredShopper, Shopper, uniqueAddress } from '../helpers/shopper.ts';
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

  const customer = () => registeredShopper(server.url);
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
});
