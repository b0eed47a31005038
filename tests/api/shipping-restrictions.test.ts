import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const MESSAGE = 'Please note we can not ship this product to your selected country';

describe("products we cannot ship to the shopper's country, and prices in their currency", () => {
  let server: TestServer;
  let battery: { sku: string; url_key: string };
  let ebike: { sku: string; url_key: string; model_sku: string; sizes: string[] };
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
    [battery] = (await server.database.db.query<{ sku: string; url_key: string }>(
      `select sku, url_key from catalog_products where name = 'Bosch Voltaire 500 Wh battery'`,
    )) as [{ sku: string; url_key: string }];
    [ebike] = (await server.database.db.query<{ sku: string; url_key: string; model_sku: string; sizes: string[] }>(
      `select sku, url_key, model_sku, sizes from catalog_products where discipline = 'electric' and product_type = 'bundle' and stock_qty > 0 order by sku limit 1`,
    )) as [{ sku: string; url_key: string; model_sku: string; sizes: string[] }];
  });
  afterAll(async () => server?.close());

  const shopperIn = async (country: string) => {
    const shopper = new Shopper(server.url, uniqueAddress());
    await shopper.request(`/?country=${country}`);
    return shopper;
  };
  const pageProps = async (shopper: Shopper, path: string) => {
    const tree = (await (await shopper.request(path, { headers: { accept: 'application/json' } })).json()) as {
      root: { children: { type: string; props: Record<string, unknown> }[] };
    };
    return tree.root.children.find((c) => c.type === 'product-detail')?.props;
  };

  test('an e-bike page in the US says we cannot ship it, and the basket refuses it', async () => {
    const us = await shopperIn('US');
    expect(await pageProps(us, `/${ebike.url_key}/`)).toMatchObject({ shippingRestricted: true });
    expect(await pageProps(us, `/${battery.url_key}/`)).toMatchObject({ shippingRestricted: true });
    await us.request('/nuxt/api/cart/create-guest');
    const res = await us.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: battery.sku, quantity: 1 }] });
    const body = (await res.json()) as { addProductsToCart: { cart: { items: unknown[] }; user_errors: { message: string }[] } };
    expect(body.addProductsToCart.user_errors).toEqual([{ code: 'NOT_SALABLE', message: MESSAGE }]);
    expect(body.addProductsToCart.cart.items).toEqual([]);
    expect(await (await us.request(`/${battery.url_key}/`)).text()).toContain(MESSAGE);
  });

  test('in the UK and in Germany the same products can be bought', async () => {
    for (const country of ['GB', 'DE']) {
      const shopper = await shopperIn(country);
      expect((await pageProps(shopper, `/${ebike.url_key}/`))?.['shippingRestricted']).toBeUndefined();
      await shopper.request('/nuxt/api/cart/create-guest');
      const res = await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: battery.sku, quantity: 1 }] });
      expect(((await res.json()) as { addProductsToCart: { user_errors: unknown[] } }).addProductsToCart.user_errors).toEqual([]);
    }
  });

  test('catalogue prices show in the shopper currency: euros in Germany, yen without decimals in Japan', async () => {
    const deShopper = await shopperIn('DE');
    const de = await (await deShopper.request('/de/muc-off-chain-cleaning-kit/')).text();
    expect(de).toMatch(/<p class="price">\d+,\d\d\s€<\/p>/);
    const jp = await (await (await shopperIn('JP')).request('/muc-off-chain-cleaning-kit/')).text();
    expect(jp).toMatch(/<p class="price">[￥¥][\d,]+<\/p>/);
    const gb = await (await (await shopperIn('GB')).request('/muc-off-chain-cleaning-kit/')).text();
    expect(gb).toContain('<p class="price">£29.99</p>');
  });
});
