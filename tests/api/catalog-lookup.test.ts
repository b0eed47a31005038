import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findProductsBySku } from '../../server/commerce/catalog/find-products-by-sku.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe.each(DRIVERS)('catalogue URLs in the routing lookup (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const lookup = async (urlKey: string) => {
    const res = await fetch(`${server.url}/nuxt/api/routing/main?urlKey=${encodeURIComponent(urlKey)}`);
    return ((await res.json()) as { getUrlInfo: { redirect_url: string | null; page_status: string | null; page_type: string | null } }).getUrlInfo;
  };

  test('every seeded category, parent bike, child bike and pac URL answers its page type (a staging-only lister none)', async () => {
    // A staging-only lister (spec section 1) is unknown to the production data environment.
    const expected = await server.database.db.query<{ url_key: string; page_type: string | null }>(
      `select url_path as url_key, case when staging_only then null else 'category' end as page_type from catalog_categories
       union all select url_key, 'parent-bike' from catalog_bike_models
       union all select url_key, case product_type when 'bundle' then 'child-bike' else 'pac' end from catalog_products`,
    );
    expect(expected.length).toBeGreaterThan(150);
    const answers = await Promise.all(expected.map((row) => lookup(row.url_key)));
    expect(answers.map((a) => a.page_type)).toEqual(expected.map((row) => row.page_type));
    expect(answers.every((a) => a.redirect_url === null)).toBe(true);
    expect(answers.filter((a) => a.page_type !== null).every((a) => a.page_status === null)).toBe(true);
  });

  test('bike URLs follow /{product}-{model}/ and /{product}-{model}-{tier}/', async () => {
    expect((await lookup('endurance-sl')).page_type).toBe('parent-bike');
    expect((await lookup('endurance-sl-sport')).page_type).toBe('child-bike');
    expect((await lookup('bikes/road')).page_type).toBe('category');
    expect((await lookup('endurance-parts-accessories')).page_type).toBe('category');
  });

  test('a renamed product answers 301 with its new url', async () => {
    expect(await lookup('ridgeway-gr-expert')).toEqual({ redirect_url: 'ridgeway-gr-enthusiast', page_status: '301', page_type: null });
    const page = await fetch(`${server.url}/ridgeway-gr-expert/`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/ridgeway-gr-enthusiast/');
  });

  test('findProductsBySku gives the cart type, name, price and special price in pence, stock and dispatch date', async () => {
    const found = await findProductsBySku(server.database.db, ['ENDURANCE-SL-ENTHUSIAST', 'NO-SUCH-SKU', 'NV-1000']);
    expect(found.map((p) => [p.sku, p.product_type, p.price, p.special_price, p.final_price])).toEqual([
      ['ENDURANCE-SL-ENTHUSIAST', 'bundle', 299900, 269900, 269900],
      ['NV-1000', 'simple', 74900, 64900, 64900],
    ]);
    expect(found[0]?.url_key).toBe('endurance-sl-enthusiast');
    expect(found[0]?.model_sku).toBe('ENDURANCE-SL');
    expect(found[0]?.dispatch_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(found[0]?.stock_qty).toBe(6);
  });
});
