import { beforeAll, describe, expect, test } from 'vitest';
import { type ServerProcess, serverProcesses } from '../helpers/server-process.ts';
import { signInStaff } from '../helpers/studio.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const BIKE = 'ENDURANCE-SL-PRO';

/** Two store processes (server/main.ts, each keeping its lister rows and renders) on one PostgreSQL database. */
describe.skipIf(!DRIVERS.includes('postgres'))('a catalogue change through one process is served by the other on the next request', () => {
  const processes = serverProcesses();
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  let roadCategory: number;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    processes.cleanups.push(() => database.drop());
    for (let i = 0; i < 2; i++) servers.push(await processes.start({ DATABASE_URL: database.url!, PASSWORD_HASH_COST: 'fast' }));
    await Promise.all(servers.map((server) => server.listening));
    const [road] = await database.db.query<{ id: number }>("select id from catalog_categories where url_path = 'bikes/road'");
    roadCategory = road!.id;
  });

  /** The price of the bike on the road bikes lister of a process (undefined when it is not listed in that price range). */
  const listedPrice = async (server: ServerProcess, from: number, to: number) => {
    const res = await fetch(`${server.url}/nuxt/api/category/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ categoryId: roadCategory, fromPrice: from, toPrice: to, pageSize: 100 }),
    });
    const body = (await res.json()) as { products: { items: { sku: string; aggregated_price: number }[] } };
    return body.products.items.find((item) => item.sku === BIKE)?.aggregated_price;
  };
  const bikeHtml = async (server: ServerProcess) => (await fetch(`${server.url}/endurance-sl-pro/`, { headers: { Accept: 'text/html' } })).text();
  const cartSubtotal = async (server: ServerProcess, size: string) => {
    const create = await fetch(`${server.url}/nuxt/api/cart/create-guest`);
    const cookie = (create.headers.get('set-cookie') ?? '').split(';')[0]!;
    const res = await fetch(`${server.url}/nuxt/api/cart/add-item`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ cartItems: [{ sku: BIKE, quantity: 1, selected_options: [`size/${size}`] }] }),
    });
    const body = (await res.json()) as {
      addProductsToCart: { cart: { prices: { subtotal_including_tax: { value: number } } }; user_errors: { message: string }[] };
    };
    return { subtotal: body.addProductsToCart.cart.prices.subtotal_including_tax.value, errors: body.addProductsToCart.user_errors.map((e) => e.message) };
  };

  test('both ways, with the lister rows and the bike page already kept by the other process', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // Each process reads (and keeps) the lister rows and renders the bike page first.
    for (const server of servers) {
      expect(await listedPrice(server, 3999, 3999)).toBe(3999);
      for (let i = 0; i < 2; i++) expect(await bikeHtml(server)).toContain('Endurance SL Pro');
    }

    const onA = await signInStaff(a.url, 'merchandiser@northvale.test');
    const changed = await onA.json('PATCH', `/catalogue/products/${BIKE}`, { price: 2345, sizes: { m: 0 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await listedPrice(b, 2345, 2345)).toBe(2345);
    expect(await listedPrice(b, 3999, 3999)).toBeUndefined();
    // Pages hear of the change by notification a moment after its commit (docs/decisions/021).
    await expect.poll(() => bikeHtml(b), { timeout: 5000 }).toMatch(/2,345/);
    expect(await cartSubtotal(b, 'm')).toMatchObject({ errors: ['Endurance SL Pro in size m is currently sold out.'] });
    expect(await cartSubtotal(b, 's')).toEqual({ subtotal: 2345, errors: [] });

    const onB = await signInStaff(b.url, 'merchandiser@northvale.test');
    expect((await onB.json('PATCH', `/catalogue/products/${BIKE}`, { price: 2222 })).status).toBe(200);
    expect(await listedPrice(a, 2222, 2222)).toBe(2222);
    await expect.poll(() => bikeHtml(a), { timeout: 5000 }).toMatch(/2,222/);
    expect(await bikeHtml(a)).not.toMatch(/2,345/);
    expect(await cartSubtotal(a, 'l')).toEqual({ subtotal: 2222, errors: [] });
  });
});
