import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProductForStaff } from '../../server/commerce/catalog/catalogue-edits.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { signInStaff, type StudioClient, studioClient } from '../helpers/studio.ts';
import { findByType, type TreeNode } from '../helpers/page-tree.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const BIKE = 'ENDURANCE-SL-PRO'; // £3,999, sizes xs–xl, 3 in stock: s, m and l have one each
const KIT = 'NV-1054'; // chain cleaning kit, one size, £29.99, 20 in stock

type StaffProduct = ProductForStaff;

describe.each(DRIVERS)('the back office catalogue calls (%s)', (driver) => {
  let server: TestServer;
  let merchandiser: StudioClient;
  let roadCategory: number;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
    merchandiser = await signInStaff(server.url, 'merchandiser@northvale.test');
    const [road] = await server.database.db.query<{ id: number }>("select id from catalog_categories where url_path = 'bikes/road'");
    roadCategory = road!.id;
  });
  afterAll(async () => server?.close());

  const patch = (client: StudioClient, sku: string, body: unknown) =>
    client.json<{ product: StaffProduct; message?: string; field?: string }>('PATCH', `/catalogue/products/${sku}`, body);

  /** The road bikes lister between two prices, through the shop's category call (kept rows per process). */
  const listed = async (from: number, to: number) => {
    const res = await fetch(`${server.url}/nuxt/api/category/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ categoryId: roadCategory, fromPrice: from, toPrice: to, pageSize: 100 }),
    });
    const body = (await res.json()) as { products: { items: { sku: string; aggregated_price: number; aggregated_price_special: number | null }[] } };
    return body.products.items;
  };
  const bikePage = async (path = '/endurance-sl-pro/') => {
    const res = await fetch(`${server.url}${path}`, { headers: { Accept: 'application/json' } });
    const tree = (await res.json()) as { root: TreeNode };
    return { status: res.status, detail: res.status === 200 ? findByType(tree.root, 'product-detail')?.props : undefined };
  };
  const guest = async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    expect((await shopper.request('/nuxt/api/cart/create-guest')).status).toBe(200);
    return shopper;
  };
  const addToCart = async (shopper: Shopper, item: Record<string, unknown>) => {
    const res = await shopper.post('/nuxt/api/cart/add-item', { cartItems: [item] });
    return (await res.json()) as {
      addProductsToCart: { cart: { prices: { subtotal_including_tax: { value: number } } }; user_errors: { code: string; message: string }[] };
    };
  };

  test('only merchandisers and admins: 401 without a studio session (customers too), 403 for an editor or a fulfilment user', async () => {
    const anonymous = studioClient(server.url);
    const none = await anonymous.json('GET', '/catalogue/products?q=endurance');
    expect(none.status).toBe(401);
    expect(none.body['message']).toMatch(/Sign in to the studio/);
    const customer = new Shopper(server.url, uniqueAddress());
    await customer.register();
    const asCustomer = await studioClient(server.url, { Cookie: customer.cookieHeader() }).json('GET', `/catalogue/products/${BIKE}`);
    expect(asCustomer.status).toBe(401);
    for (const role of ['editor', 'fulfilment']) {
      const staff = await signInStaff(server.url, `${role}@northvale.test`);
      for (const [method, path, body] of [
        ['GET', '/catalogue/products?q=endurance', undefined],
        ['GET', `/catalogue/products/${BIKE}`, undefined],
        ['PATCH', `/catalogue/products/${BIKE}`, { price: 1 }],
      ] as const) {
        const refused = await staff.json(method, path, body);
        expect(refused.status, `${role} ${method} ${path}`).toBe(403);
        expect(refused.body['message']).toBe(`Catalogue needs the merchandiser or admin role; you are signed in as ${role}.`);
      }
    }
    expect((await merchandiser.json('GET', '/catalogue/products?q=endurance')).status).toBe(200);
    const admin = await signInStaff(server.url, 'admin@northvale.test');
    expect((await admin.json('GET', `/catalogue/products/${BIKE}`)).status).toBe(200);
  });

  test('search by sku or name, paged and sorted on the server; a product with the stock of each size', async () => {
    const bySku = await merchandiser.json<{ items: StaffProduct[]; total: number }>('GET', '/catalogue/products?q=endurance-sl&sort=price&dir=desc');
    expect(bySku.status).toBe(200);
    expect(bySku.body.items.map((p) => p.sku)).toContain(BIKE);
    expect(bySku.body.items.every((p) => p.sku.startsWith('ENDURANCE-SL'))).toBe(true);
    const prices = bySku.body.items.map((p) => p.final_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const first = await merchandiser.json<{ items: StaffProduct[]; total: number }>('GET', '/catalogue/products?sort=name&pageSize=10');
    expect(first.body.items).toHaveLength(10);
    expect(first.body.total).toBeGreaterThan(20);
    const second = await merchandiser.json<{ items: StaffProduct[] }>('GET', '/catalogue/products?sort=name&pageSize=10&page=2');
    expect(second.body.items).toHaveLength(10);
    expect(second.body.items.map((p) => p.sku)).not.toContain(first.body.items[9]!.sku);
    const byName = await merchandiser.json<{ items: StaffProduct[] }>('GET', '/catalogue/products?q=chain%20cleaning');
    expect(byName.body.items.map((p) => p.sku)).toContain(KIT);

    const detail = await merchandiser.json<{ product: StaffProduct }>('GET', `/catalogue/products/${BIKE}`);
    expect(detail.body.product).toMatchObject({ sku: BIKE, price: 399900, offer: null, stock_qty: 3, visible: true });
    expect(detail.body.product.sizes).toEqual([
      { size: 'xs', stock_qty: 0 },
      { size: 's', stock_qty: 1 },
      { size: 'm', stock_qty: 1 },
      { size: 'l', stock_qty: 1 },
      { size: 'xl', stock_qty: 0 },
    ]);
    expect((await merchandiser.json('GET', '/catalogue/products/NO-SUCH-SKU')).status).toBe(404);
  });

  test('bad input is a 400 naming the field and saying what is allowed; nothing changes', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ price: -5 }, 'price', /amount in pounds/],
      [{ price: 12.345 }, 'price', /at most two decimals/],
      [{ price: 'twelve' }, 'price', /amount in pounds/],
      [{ price: 0 }, 'price', /more than £0.00/],
      [{ specialPrice: 4500 }, 'specialPrice', /must be below the price \(£3999.00\)/],
      [{ specialPrice: 3000, specialFrom: '2026-12-10', specialTo: '2026-12-01' }, 'specialTo', /after "specialFrom"/],
      [{ specialPrice: 3000, specialFrom: 'next week' }, 'specialFrom', /date like 2026-12-01/],
      [{ specialPrice: 3000, specialTo: '2020-01-01' }, 'specialTo', /in the past/],
      [{ specialFrom: '2026-12-01' }, 'specialPrice', /Send "specialPrice" with its dates/],
      [{ stockQty: 4 }, 'stockQty', /stocked per size \(xs, s, m, l, xl\): send "sizes"/],
      [{ sizes: { xxl: 2 } }, 'sizes', /does not come in size "xxl"; its sizes are xs, s, m, l, xl/],
      [{ size: 'xxl', stockQty: 2 }, 'sizes', /does not come in size "xxl"/],
      [{ size: 'm' }, 'stockQty', /Send "stockQty" with "size"/],
      [{ sizes: { m: -1 } }, 'sizes.m', /whole number from 0 to 100,000/],
      [{ sizes: { m: 1.5 } }, 'sizes.m', /whole number/],
      [{ sizes: {} }, 'sizes', /name the sizes to change/],
      [{ dispatchDays: 500 }, 'dispatchDays', /from 0 to 120/],
      [{ visible: 'no' }, 'visible', /true \(shown in the shop\) or false/],
      [{ colour: 'red' }, 'colour', /Unknown field "colour"/],
      [{}, '', /Nothing to change/],
      [[1], '', /JSON object/],
    ];
    for (const [body, field, message] of cases) {
      const { status, body: answer } = await patch(merchandiser, BIKE, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.message, JSON.stringify(body)).toMatch(message);
      if (field) expect(answer.field).toBe(field);
    }
    const kitSizes = await patch(merchandiser, KIT, { sizes: { m: 1 } });
    expect(kitSizes.status).toBe(400);
    expect(kitSizes.body.message).toMatch(/not sold in sizes: send "stockQty"/);
    expect((await patch(merchandiser, 'NO-SUCH-SKU', { price: 10 })).status).toBe(404);
    const query = await merchandiser.json('GET', '/catalogue/products?pageSize=1000');
    expect(query.status).toBe(400);
    expect(query.body['message']).toMatch(/"pageSize" must be a whole number from 1 to 100/);
    expect((await merchandiser.json('GET', '/catalogue/products?sort=colour')).body['message']).toMatch(
      /"sort" must be one of "sku", "name", "price", "stock"/,
    );
    expect((await merchandiser.json('GET', '/catalogue/products?visible=maybe')).body['message']).toMatch(/"visible" must be one of "true", "false"/);
    const unchanged = await merchandiser.json<{ product: StaffProduct }>('GET', `/catalogue/products/${BIKE}`);
    expect(unchanged.body.product).toMatchObject({ price: 399900, offer: null, stock_qty: 3, dispatch_days: expect.any(Number), visible: true });
  });

  test('a changed price and a size stock show at once on the lister, the bike page and in the cart', async () => {
    // The lister rows of the category are read (and kept by the process) before the change.
    expect((await listed(1234, 1235)).map((p) => p.sku)).not.toContain(BIKE);
    expect((await listed(3999, 3999)).map((p) => p.sku)).toContain(BIKE);

    const changed = await patch(merchandiser, BIKE, { price: '1234.50', sizes: { m: 0, xl: 4 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.product).toMatchObject({ price: 123450, final_price: 123450, stock_qty: 6 });
    expect(changed.body.product.sizes.find((s) => s.size === 'xl')).toEqual({ size: 'xl', stock_qty: 4 });
    // The change is in the audit log: who, what, before and after.
    const audit = await (await signInStaff(server.url, 'admin@northvale.test')).json<{
      entries: { staffEmail: string; action: string; entity: string; entityId: string; before: StaffProduct; after: StaffProduct }[];
    }>('GET', `/audit?entity=product&entityId=${BIKE}`);
    expect(audit.body.entries[0]).toMatchObject({
      staffEmail: 'merchandiser@northvale.test',
      action: 'product.update',
      entity: 'product',
      entityId: BIKE,
      before: { price: 399900, stock_qty: 3 },
      after: { price: 123450, stock_qty: 6 },
    });

    const item = (await listed(1234, 1235)).find((p) => p.sku === BIKE);
    expect(item?.aggregated_price).toBe(1234.5);
    expect((await listed(3999, 3999)).map((p) => p.sku)).not.toContain(BIKE);

    const { detail } = await bikePage();
    expect(detail).toMatchObject({ price: 123450, stockQty: 6, sizeStock: { xs: 0, s: 1, m: 0, l: 1, xl: 4 } });

    const shopper = await guest();
    const soldOut = await addToCart(shopper, { sku: BIKE, quantity: 1, selected_options: ['size/m'] });
    expect(soldOut.addProductsToCart.user_errors[0]?.message).toBe('Endurance SL Pro in size m is currently sold out.');
    const added = await addToCart(shopper, { sku: BIKE, quantity: 1, selected_options: ['size/xl'] });
    expect(added.addProductsToCart.user_errors).toEqual([]);
    expect(added.addProductsToCart.cart.prices.subtotal_including_tax.value).toBe(1234.5);

    // A one-size product's stock is its own: more than there is, a clear message.
    expect((await patch(merchandiser, KIT, { stockQty: '2' })).status).toBe(200);
    expect((await patch(merchandiser, BIKE, { size: 'l', stockQty: '2' })).body.product.sizes.find((s) => s.size === 'l')).toEqual({
      size: 'l',
      stock_qty: 2,
    });
    const tooMany = await addToCart(shopper, { sku: KIT, quantity: 3 });
    expect(tooMany.addProductsToCart.user_errors[0]?.message).toMatch(/Only 2 of .* left in stock/);
  });

  test('a special price runs between its dates; a hidden product leaves the lister, its page and the cart', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const planned = await patch(merchandiser, BIKE, { price: 1500, specialPrice: 1250, specialFrom: later });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(planned.body.product).toMatchObject({ offer: { price: 125000, from: later, to: null }, special_price: null, final_price: 150000 });
    expect((await bikePage()).detail).toMatchObject({ price: 150000, specialPrice: null });

    const running = await patch(merchandiser, BIKE, { specialPrice: '1250', specialFrom: '2020-01-01', specialTo: later });
    expect(running.body.product).toMatchObject({ special_price: 125000, final_price: 125000 });
    expect((await bikePage()).detail).toMatchObject({ price: 150000, specialPrice: 125000 });
    expect((await listed(1250, 1250)).find((p) => p.sku === BIKE)?.aggregated_price_special).toBe(1250);
    const shopper = await guest();
    const added = await addToCart(shopper, { sku: BIKE, quantity: 1, selected_options: ['size/s'] });
    expect(added.addProductsToCart.cart.prices.subtotal_including_tax.value).toBe(1250);

    const ended = await patch(merchandiser, BIKE, { specialPrice: 1250, specialFrom: '2020-01-01', specialTo: '2021-01-01' });
    expect(ended.body.product).toMatchObject({ special_price: null, final_price: 150000 });
    expect((await patch(merchandiser, BIKE, { specialPrice: null })).body.product.offer).toBeNull();

    const hidden = await patch(merchandiser, BIKE, { visible: 'false' });
    expect(hidden.body.product.visible).toBe(false);
    expect((await bikePage()).status).toBe(404);
    expect((await listed(0, 100000)).map((p) => p.sku)).not.toContain(BIKE);
    const refused = await addToCart(await guest(), { sku: BIKE, quantity: 1, selected_options: ['size/s'] });
    expect(refused.addProductsToCart.user_errors[0]?.message).toBe('Endurance SL Pro is no longer available.');
    // Staff still find it, and can show it again.
    const found = await merchandiser.json<{ items: StaffProduct[] }>('GET', `/catalogue/products?q=${BIKE}&visible=false`);
    expect(found.body.items.map((p) => p.sku)).toEqual([BIKE]);
    expect((await patch(merchandiser, BIKE, { visible: true, dispatchDays: 7 })).body.product).toMatchObject({ visible: true, dispatch_days: 7 });
    expect((await bikePage()).status).toBe(200);
  });
});
