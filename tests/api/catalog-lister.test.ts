import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CategoryProductsResponse } from '../../schemas/generated/index.ts';
import { contract } from '../helpers/contract.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { postToApi, startTestServer, type TestServer } from '../helpers/test-server.ts';

type Products = CategoryProductsResponse['products'];
interface Filter {
  parentAttribute: string;
  values: string[];
}
interface CatalogueRow {
  sku: string;
  facet_values: string[];
  final_price: number;
}

const PRICE_BUCKETS = [100, 500, 1000, 2000, 3000, 5000, 10000];

function bucketOf(pence: number): string {
  let lower = 0;
  for (const upper of PRICE_BUCKETS) {
    if (pence < upper * 100) return `${lower}_${upper}`;
    lower = upper;
  }
  return `${lower}_999999`;
}

/** Whether a price in pence lies in any one of the `from_to` ranges (each value may be a comma list of them). */
function inPriceRanges(pence: number, values: string[]): boolean {
  return values
    .flatMap((value) => value.split(','))
    .some((range) => {
      const [from = 0, to = 0] = range.split('_').map(Number);
      return pence >= from * 100 && pence <= to * 100;
    });
}

/** Facet counts worked out product by product, independently of the SQL. */
function bruteForceCounts(rows: CatalogueRow[], filters: Filter[]): Map<string, number> {
  const groups = new Map(filters.filter((f) => f.parentAttribute !== 'price').map((f) => [f.parentAttribute, f.values]));
  const price = filters.find((f) => f.parentAttribute === 'price')?.values;
  const priceOk = (row: CatalogueRow) => !price || inPriceRanges(row.final_price, price);
  const inGroup = (row: CatalogueRow, group: string) => (groups.get(group) ?? []).some((v) => row.facet_values.includes(`${group}:${v}`));
  const matchesExcept = (row: CatalogueRow, except: string) =>
    [...groups.keys()].every((g) => g === except || inGroup(row, g)) && (except === 'price' || priceOk(row));
  const total = rows.filter((row) => matchesExcept(row, '')).length;
  const counts = new Map<string, number>();
  const values = new Set(rows.flatMap((row) => row.facet_values));
  for (const facet of values) {
    const [group = '', value = ''] = facet.split(/:(.*)/);
    const selected = groups.get(group) ?? [];
    const carrying = rows.filter((row) => matchesExcept(row, group) && row.facet_values.includes(facet));
    // A value no product carries under the other groups is not offered at all.
    if (carrying.length === 0) continue;
    const count = selected.length === 0 || selected.includes(value) ? carrying.length : total + carrying.filter((row) => !inGroup(row, group)).length;
    counts.set(facet, count);
  }
  // Price buckets are a group too: with ranges chosen, a bucket adds the products in it that they leave out.
  const chosenRanges = (price ?? []).flatMap((value) => value.split(','));
  const byBucket = new Map<string, CatalogueRow[]>();
  for (const row of rows.filter((r) => matchesExcept(r, 'price')))
    byBucket.set(bucketOf(row.final_price), [...(byBucket.get(bucketOf(row.final_price)) ?? []), row]);
  for (const [bucket, carrying] of byBucket) {
    const count = !price || chosenRanges.includes(bucket) ? carrying.length : total + carrying.filter((row) => !priceOk(row)).length;
    counts.set(`price:${bucket}`, count);
  }
  return counts;
}

function apiCounts(products: Products): Map<string, number> {
  return new Map(products.aggregations.flatMap((a) => a.options.filter((o) => o.count > 0).map((o) => [`${a.attribute_code}:${o.value}`, o.count] as const)));
}

describe.each(DRIVERS)('category calls (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const post = (path: string, body: unknown) => postToApi(server, path, body);
  const products = async (body: Record<string, unknown>) => {
    const res = await post('/category/products', body);
    expect(res.status).toBe(200);
    return contract('responses/category-products.json', res.body).products;
  };
  const categoryRows = (categoryId: number) =>
    server.database.db.query<CatalogueRow>(
      'select p.sku, p.facet_values, p.final_price from catalog_category_products cp join catalog_products p on p.id = cp.product_id where cp.category_id = $1',
      [categoryId],
    );

  test('the first page holds 24 bikes, the next pages follow without overlap, and bikes are bundle products', async () => {
    const first = await products({ categoryId: 1 });
    expect(first.items).toHaveLength(24);
    expect(first.page_info).toEqual({ current_page: 1, page_size: 24, total_pages: Math.ceil(first.total_count / 24) });
    expect(first.items.every((item) => item.__typename === 'BundleProduct')).toBe(true);
    const all = await products({ categoryId: 1, pageSize: 100 });
    expect(all.items).toHaveLength(first.total_count);
    const pages = [];
    for (let page = 3; page <= Math.ceil(first.total_count / 12); page += 1)
      pages.push(...(await products({ categoryId: 1, pageSize: 12, currentPage: page })).items);
    expect([...first.items, ...pages].map((i) => i.sku)).toEqual(all.items.map((i) => i.sku));
  });

  test.each([
    [[{ parentAttribute: 'colour', values: ['midnight'] }]],
    [
      [
        { parentAttribute: 'colour', values: ['midnight', 'sand'] },
        { parentAttribute: 'material', values: ['carbon'] },
      ],
    ],
    [
      [
        { parentAttribute: 'shifting', values: ['electronic'] },
        { parentAttribute: 'by_size', values: ['xs'] },
        { parentAttribute: 'price', values: ['2000_3000', '3000_5000'] },
      ],
    ],
    [[{ parentAttribute: 'price', values: ['500_1000', '2000_3000'] }]],
    [
      [
        { parentAttribute: 'material', values: ['carbon', 'aluminium'] },
        { parentAttribute: 'price', values: ['1000_2000,3000_5000'] },
      ],
    ],
    [
      [
        { parentAttribute: 'discipline', values: ['road', 'gravel'] },
        { parentAttribute: 'fast_delivery', values: ['yes'] },
      ],
    ],
  ])('facet counts for %j match a product-by-product count', async (filters) => {
    const rows = await categoryRows(1);
    const result = await products({ categoryId: 1, filters, pageSize: 100 });
    const expected = bruteForceCounts(rows, filters);
    expect(apiCounts(result)).toEqual(expected);
    const matching = rows.filter((row) =>
      filters.every((f) =>
        f.parentAttribute === 'price' ? inPriceRanges(row.final_price, f.values) : f.values.some((v) => row.facet_values.includes(`${f.parentAttribute}:${v}`)),
      ),
    );
    expect(result.total_count).toBe(matching.length);
    expect(result.items.map((i) => i.sku).sort()).toEqual(matching.map((r) => r.sku).sort());
  });

  test('adding a price range gives the number of products its count promised, as for any other value', async () => {
    const before = await products({ categoryId: 1, filters: [{ parentAttribute: 'price', values: ['500_1000'] }] });
    const bucket = before.aggregations.find((a) => a.attribute_code === 'price')?.options.find((o) => o.value === '2000_3000');
    expect(before.aggregations.find((a) => a.attribute_code === 'price')?.options.find((o) => o.value === '500_1000')?.selected).toBe(true);
    const after = await products({ categoryId: 1, filters: [{ parentAttribute: 'price', values: ['500_1000', '2000_3000'] }] });
    expect(bucket?.count).toBeGreaterThan(before.total_count);
    expect(after.total_count).toBe(bucket?.count);
  });

  test('adding a value gives the number of products its count promised', async () => {
    const filters = [{ parentAttribute: 'colour', values: ['midnight'] }];
    const before = await products({ categoryId: 1, filters });
    const sand = before.aggregations.find((a) => a.attribute_code === 'colour')?.options.find((o) => o.value === 'sand');
    const after = await products({ categoryId: 1, filters: [{ parentAttribute: 'colour', values: ['midnight', 'sand'] }] });
    expect(after.total_count).toBe(sand?.count);
    const carbon = after.aggregations.find((a) => a.attribute_code === 'material')?.options.find((o) => o.value === 'carbon');
    const narrowed = await products({
      categoryId: 1,
      filters: [
        { parentAttribute: 'colour', values: ['midnight', 'sand'] },
        { parentAttribute: 'material', values: ['carbon'] },
      ],
    });
    expect(narrowed.total_count).toBe(carbon?.count);
  });

  test('sorting by price both ways, by name and by newest orders the whole list', async () => {
    const effective = (i: Products['items'][number]) => i.aggregated_price_special ?? i.aggregated_price;
    const up = (await products({ categoryId: 2, pageSize: 100, sort: { price: 'ASC' } })).items.map(effective);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await products({ categoryId: 2, pageSize: 100, sort: { price: 'DESC' } })).items.map(effective);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const names = (await products({ categoryId: 3, pageSize: 100, sort: { name: 'ASC' } })).items.map((i) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = await server.database.db.query<{ sku: string }>(
      'select p.sku from catalog_category_products cp join catalog_products p on p.id = cp.product_id where cp.category_id = 1 order by p.created_at desc, p.id limit 5',
    );
    expect((await products({ categoryId: 1, pageSize: 5, sort: { newest: 'DESC' } })).items.map((i) => i.sku)).toEqual(newest.map((r) => r.sku));
  });

  test('price bounds keep only products whose price (special price when set) lies inside them', async () => {
    const result = await products({ categoryId: 1, pageSize: 100, fromPrice: 1000, toPrice: 2500 });
    expect(result.total_count).toBeGreaterThan(0);
    for (const item of result.items) expect(item.aggregated_price_special ?? item.aggregated_price).toBeGreaterThanOrEqual(1000);
    for (const item of result.items) expect(item.aggregated_price_special ?? item.aggregated_price).toBeLessThanOrEqual(2500);
    const rows = await categoryRows(1);
    expect(result.total_count).toBe(rows.filter((r) => r.final_price >= 100000 && r.final_price <= 250000).length);
  });

  test('price ranges given apart or as a comma list keep the products priced in any one of them, not the gap between', async () => {
    const rows = await categoryRows(1);
    const inGap = rows.filter((r) => r.final_price > 100000 && r.final_price < 200000);
    expect(inGap.length).toBeGreaterThan(0);
    const apart = await products({ categoryId: 1, pageSize: 100, filters: [{ parentAttribute: 'price', values: ['500_1000', '2000_3000'] }] });
    const listed = await products({ categoryId: 1, pageSize: 100, filters: [{ parentAttribute: 'price', values: ['500_1000,2000_3000'] }] });
    const expected = rows.filter((r) => inPriceRanges(r.final_price, ['500_1000', '2000_3000'])).map((r) => r.sku);
    expect(apart.items.map((i) => i.sku).sort()).toEqual(expected.sort());
    expect(listed.items.map((i) => i.sku)).toEqual(apart.items.map((i) => i.sku));
    expect(apart.items.some((i) => inGap.some((r) => r.sku === i.sku))).toBe(false);
    // The call's own bounds narrow the ranges further.
    const narrowed = await products({ categoryId: 1, pageSize: 100, toPrice: 1000, filters: [{ parentAttribute: 'price', values: ['500_1000,2000_3000'] }] });
    expect(narrowed.items.map((i) => i.sku).sort()).toEqual(
      rows
        .filter((r) => r.final_price >= 50000 && r.final_price <= 100000)
        .map((r) => r.sku)
        .sort(),
    );
  });

  test('a filter value nobody carries gives a friendly empty result, not an error', async () => {
    const result = await products({ categoryId: 1, filters: [{ parentAttribute: 'colour', values: ['tartan'] }] });
    expect(result.total_count).toBe(0);
    expect(result.items).toEqual([]);
  });

  test.each([
    [{ categoryId: 99999 }, 404, 'categoryId', 'No category with categoryId 99999'],
    [{ categoryId: 1, currentPage: 0 }, 400, 'currentPage', 'currentPage must be at least 1'],
    [{ categoryId: 1, pageSize: 101 }, 400, 'pageSize', 'pageSize must be at most 100'],
    [{ categoryId: 1, pageSize: 2.5 }, 400, 'pageSize', 'pageSize must be a whole number'],
    [{ categoryId: 1, filters: { colour: 'red' } }, 400, 'filters', 'filters must be of type array'],
    [{ categoryId: 1, filters: [{ parentAttribute: 'colour', values: ["red'; drop table"] }] }, 400, 'filters[0].values', undefined],
    [{ categoryId: 1, filters: [{ parentAttribute: 'price', values: ['1000_10'] }] }, 400, 'filters[0].values', undefined],
    [
      { categoryId: 1, filters: [{ parentAttribute: 'price', values: ['500_1000,2000-3000'] }] },
      400,
      'filters[0].values',
      'filters[0].values[0] must be a price range "from_to" in pounds with from ≤ to, e.g. "500_1000" (or several: "500_1000,2000_3000"); "2000-3000" is not',
    ],
    [{ categoryId: 1, filters: [{ parentAttribute: 'wheel_size', values: ['29'] }] }, 400, 'filters[0].parentAttribute', undefined],
    [{ categoryId: 1, sort: { popularity: 'DESC' } }, 400, 'sort.popularity', undefined],
    [{ categoryId: 1, sort: { price: 'sideways' } }, 400, 'sort.price', 'sort.price must be one of ASC, DESC'],
    [{ categoryId: 1, fromPrice: 500, toPrice: 100 }, 400, 'fromPrice', 'fromPrice must not be above toPrice'],
    [{ pageSize: 24 }, 400, 'categoryId', 'categoryId is required'],
  ])('bad input %j answers %i naming %s', async (body, status, field, message) => {
    const res = await post('/category/products', body);
    expect(res.status).toBe(status);
    const errors = res.body['errors'] as { field: string; message: string }[];
    expect(errors[0]?.field).toBe(field);
    if (message) expect(errors[0]?.message).toBe(message);
    expect(res.body['error']).toBe(errors[0]?.message);
  });

  test('a body that is not JSON answers 400', async () => {
    const res = await fetch(`${server.url}/nuxt/api/category/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"categoryId":',
    });
    expect(res.status).toBe(400);
  });
});
