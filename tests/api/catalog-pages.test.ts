import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import type { CatalogueDocument } from '../../schemas/generated/index.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

interface Node {
  type: string;
  id: string;
  props: Record<string, unknown>;
  children?: Node[];
}
interface Tree {
  pageType: string;
  status?: number;
  meta: { title: string; description?: string; keywords?: string; canonical?: string; robots?: string; jsonLd?: Record<string, unknown>[] };
  root: Node;
}

const FAST_DISPATCH_BIKES = (JSON.parse(readFileSync('fixtures/catalog/catalogue.json', 'utf8')) as CatalogueDocument).categories!.find(
  (c) => c.path === 'fast-dispatch-bikes',
)!.id;

function search(node: Node, type: string): Node | undefined {
  if (node.type === type) return node;
  for (const child of node.children ?? []) {
    const hit = search(child, type);
    if (hit) return hit;
  }
  return undefined;
}

function find(node: Node, type: string): Node {
  const hit = search(node, type);
  if (!hit) throw new Error(`No ${type} block in the page`);
  return hit;
}

describe.each(DRIVERS)('catalogue pages (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const tree = async (path: string) => {
    const res = await fetch(server.url + path, { headers: { Accept: 'application/json' } });
    return { status: res.status, tree: (await res.json()) as Tree };
  };

  test('a category lister has meta fields, breadcrumbs as JSON-LD, child categories and the first 24 products', async () => {
    const { status, tree: page } = await tree('/bikes/');
    expect(status).toBe(200);
    expect(page.pageType).toBe('category');
    expect(page.meta.title).toBe('Bikes | Northvale Cycles');
    expect(page.meta.keywords).toMatch(/bikes/);
    expect(page.meta.jsonLd?.[0]?.['@type']).toBe('BreadcrumbList');
    const header = find(page.root, 'category-header');
    expect((header.props['subcategories'] as unknown[]).length).toBe(7);
    const lister = find(page.root, 'product-lister');
    expect((lister.props['products'] as unknown[]).length).toBe(24);
  });

  test('filters in the query string narrow the lister and keep it out of the index', async () => {
    const { tree: page } = await tree('/bikes/?material=titanium&sort=price_desc');
    const lister = find(page.root, 'product-lister');
    const products = lister.props['products'] as { name: string; price: number; specialPrice: number | null }[];
    expect(products.length).toBe(3);
    expect(products.every((p) => p.name.startsWith('Ridgeway Ti'))).toBe(true);
    expect(page.meta.robots).toBe('noindex, follow');
    expect(page.meta.canonical).toBe('/bikes/');
  });

  test("a price filter given as a comma list keeps the products priced in any of its ranges; the lister's range spans them (spec section 5)", async () => {
    const pricesOf = async (query: string) => {
      const lister = find((await tree(`/bikes/${query}`)).tree.root, 'product-lister');
      return {
        // In pence.
        prices: (lister.props['products'] as { price: number; specialPrice: number | null }[]).map((p) => (p.specialPrice ?? p.price) / 100),
        total: lister.props['totalCount'] as number,
        range: lister.props['priceRange'],
      };
    };
    const all = await pricesOf('');
    const one = await pricesOf('?price=500_1000');
    const both = await pricesOf('?price=500_1000,2000_3000');
    expect(one.prices.every((price) => price >= 500 && price <= 1000)).toBe(true);
    expect(both.prices.every((price) => (price >= 500 && price <= 1000) || (price >= 2000 && price <= 3000))).toBe(true);
    expect(both.prices.some((price) => price > 2000)).toBe(true);
    // Not the span: bikes between £1,000 and £2,000 stay out.
    expect((await pricesOf('?price=500_3000')).total).toBeGreaterThan(both.total);
    expect(both.range).toEqual({ from: 500, to: 3000 });
    expect(both.total).toBe(one.total + (await pricesOf('?price=2000_3000')).total);
    expect(both.total).toBeGreaterThan(one.total);
    expect(both.total).toBeLessThan(all.total);
    // The form's order does not matter, and a bad range in the list is dropped, not the whole filter.
    expect(await pricesOf('?price=2000_3000,500_1000,abc_1')).toEqual(both);
  });

  test('a hostile or malformed query string never breaks the lister', async () => {
    for (const query of ["?colour=red'%20or%201=1", '?price=abc&page=-4&sort=drop', `?colour=${'a'.repeat(5000)}`, '?page=999999']) {
      const { status } = await tree(`/bikes/${query}`);
      expect(status).toBe(200);
    }
  });

  test('the parent bike page shows every tier with its specification and a from-price', async () => {
    const { tree: page } = await tree('/endurance-sl/');
    expect(page.pageType).toBe('parent-bike');
    const model = find(page.root, 'bike-model');
    const tiers = model.props['tiers'] as { tier: string; price: number; specialPrice: number | null }[];
    expect(tiers.map((t) => t.tier)).toEqual(['sport', 'enthusiast', 'pro', 'hero']);
    expect(model.props['fromPrice']).toBe(Math.min(...tiers.map((t) => t.specialPrice ?? t.price)));
    // Finance on the from-price: the 'From £x a month' line beside it, and the calculator it leads to.
    expect(model.children).toEqual([
      { type: 'finance-from', id: 'finance-from', props: { price: model.props['fromPrice'], calculatorId: 'finance-calculator' } },
    ]);
    expect(find(page.root, 'finance-calculator').props).toEqual({ price: model.props['fromPrice'] });
  });

  test('a child bike offers finance on its price as sold, and a part or accessory offers none', async () => {
    const { tree: bike } = await tree('/endurance-sl-sport/');
    const detail = find(bike.root, 'product-detail');
    const sold = (detail.props['specialPrice'] as number | null) ?? (detail.props['price'] as number);
    expect(detail.children).toEqual([{ type: 'finance-from', id: 'finance-from', props: { price: sold, calculatorId: 'finance-calculator' } }]);
    expect(find(bike.root, 'finance-calculator').props).toEqual({ price: sold });
    const { tree: part } = await tree('/muc-off-chain-cleaning-kit/');
    expect(part.pageType).toBe('pac');
    expect(search(part.root, 'finance-from')).toBeUndefined();
    expect(search(part.root, 'finance-calculator')).toBeUndefined();
  });

  test('the child bike page takes its colour from ?colour= and carries Product and Offer JSON-LD', async () => {
    const { tree: page } = await tree('/endurance-sl-enthusiast/?colour=glacier-blue');
    expect(page.pageType).toBe('child-bike');
    const detail = find(page.root, 'product-detail');
    expect(detail.props['selectedColour']).toBe('glacier-blue');
    expect(detail.props['sizes']).toEqual(['xs', 's', 'm', 'l', 'xl']);
    expect(Object.keys(detail.props['geometry'] as object)).toEqual(['l', 'm', 's', 'xl', 'xs'].sort());
    const product = page.meta.jsonLd?.find((d) => d['@type'] === 'Product') as { offers: Record<string, string>; brand: { name: string } };
    expect(product.offers).toMatchObject({ price: '2699.00', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' });
    expect(product.brand.name).toBe('Northvale');
  });

  test('a sold-out bike says so in its offer, and a pac product page has no geometry', async () => {
    const hero = await tree('/endurance-sl-hero/');
    const offer = ((hero.tree.meta.jsonLd ?? []).find((d) => d['@type'] === 'Product') as { offers: { availability: string } }).offers;
    expect(offer.availability).toBe('https://schema.org/OutOfStock');
    const { tree: pac } = await tree('/aries-helmet/');
    expect(pac.pageType).toBe('pac');
    const detail = find(pac.root, 'product-detail');
    expect(detail.props['kind']).toBe('product');
    expect(detail.props['geometry']).toBeUndefined();
  });

  test('any path containing review is an up-sell page, even for an unknown bike', async () => {
    const known = await tree('/endurance-sl-sport/review/');
    expect(known.status).toBe(200);
    expect(known.tree.pageType).toBe('up-sell');
    const products = find(known.tree.root, 'product-grid').props['products'] as { sku: string; inStock: boolean; quickAdd?: boolean }[];
    expect(products.length).toBeGreaterThan(3);
    // One tap adds what needs no choice: in stock, one size; a sized helmet still needs its page.
    const sizes = await server.database.db.query<{ sku: string; sizes: string[] }>('select sku, sizes from catalog_products where sku = any($1::text[])', [
      products.map((p) => p.sku),
    ]);
    for (const product of products) {
      const oneSize = (sizes.find((row) => row.sku === product.sku)?.sizes.length ?? 0) <= 1;
      expect(product.quickAdd, product.sku).toBe(product.inStock && oneSize);
    }
    expect(products.some((p) => p.quickAdd)).toBe(true);
    expect(products.some((p) => !p.quickAdd)).toBe(true);
    const unknown = await tree('/no-such-bike/review/');
    expect(unknown.status).toBe(200);
    expect(unknown.tree.pageType).toBe('up-sell');
  });

  test('German pages keep product names and translate categories and colours', async () => {
    const { tree: page } = await tree('/de/ridgeway-gr-sport/?colour=forest-green');
    const detail = find(page.root, 'product-detail');
    expect(detail.props['name']).toBe('Ridgeway GR Sport');
    expect((detail.props['colours'] as { code: string; label: string }[]).find((c) => c.code === 'forest-green')?.label).toBe('Waldgrün');
    expect((detail.props['breadcrumbs'] as { label: string; href: string }[]).map((b) => b.href)).toEqual([
      '/de/',
      '/de/bikes/',
      '/de/bikes/gravel/',
      '/de/ridgeway-gr/',
    ]);
  });
});

describe('recorded catalogue pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  test.each([
    ['catalog-lister', 'Road'],
    ['catalog-parent-bike', 'Ridgeway GR'],
    ['catalog-child-bike', 'Ridgeway GR Pro'],
  ])('%s replays through the renderer without a database lookup', async (name, heading) => {
    const res = await fetch(`${server.url}/qa/replay/${name}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });
});

describe('review paths', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  test('a known page whose path contains review keeps its own page type', async () => {
    const reviews = (await (await fetch(`${server.url}/reviews/`, { headers: { Accept: 'application/json' } })).json()) as { pageType: string };
    expect(reviews.pageType).toBe('cms-page');
    const upsell = (await (await fetch(`${server.url}/ridgeway-gr-pro/review/`, { headers: { Accept: 'application/json' } })).json()) as { pageType: string };
    expect(upsell.pageType).toBe('up-sell');
  });
});

describe.each(DRIVERS)('the staging data environment (spec sections 1, 3 and 10) (%s)', (driver) => {
  let production: TestServer;
  let staging: TestServer;
  beforeAll(async () => {
    [production, staging] = await Promise.all([startTestServer({ driver }), startTestServer({ driver, env: { DATA_ENV: 'staging' } })]);
  });
  afterAll(async () => Promise.all([production?.close(), staging?.close()]));

  test('its list also has /fast-dispatch-bikes/: bikes in stock that leave the next working day', async () => {
    const res = await fetch(`${staging.url}/fast-dispatch-bikes/`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    const lister = find(((await res.json()) as Tree).root, 'product-lister');
    const skus = (lister.props['products'] as { sku: string }[]).map((p) => p.sku);
    const expected = await staging.database.db.query<{ sku: string }>(
      "select sku from catalog_products where product_type = 'bundle' and stock_qty > 0 and dispatch_days <= 1 order by sku",
    );
    expect(skus.length).toBeGreaterThan(0);
    expect([...skus].sort()).toEqual(expected.map((row) => row.sku));
    expect(await (await fetch(`${staging.url}/sitemap-pages.xml`)).text()).toContain('<loc>http://staging.localhost:3000/fast-dispatch-bikes/</loc>');
  });

  test('production has no such lister, and its site URLs are not the staging ones', async () => {
    expect((await fetch(`${production.url}/fast-dispatch-bikes/`)).status).toBe(404);
    expect(
      (
        await fetch(`${production.url}/nuxt/api/category/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ urlPath: 'fast-dispatch-bikes' }),
        })
      ).status,
    ).toBe(404);
    expect(production.config.siteUrls.uk).toBe('http://localhost:3000');
    expect(production.config.siteUrls.de).toBe('http://de.localhost:3000');
    expect(staging.config.siteUrls).toEqual({ uk: 'http://staging.localhost:3000', de: 'http://de.staging.localhost:3000' });
  });

  test('the routing lookup and the category products call know the staging lister only on staging', async () => {
    const lookup = async (server: TestServer) =>
      ((await (await fetch(`${server.url}/nuxt/api/routing/main?urlKey=fast-dispatch-bikes`)).json()) as { getUrlInfo: Record<string, unknown> }).getUrlInfo;
    expect(await lookup(staging)).toEqual({ redirect_url: null, page_status: null, page_type: 'category' });
    expect(await lookup(production)).toEqual({ redirect_url: null, page_status: '404', page_type: null });
    const products = (server: TestServer) =>
      fetch(`${server.url}/nuxt/api/category/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ categoryId: FAST_DISPATCH_BIKES }),
      });
    const onStaging = await products(staging);
    expect(onStaging.status).toBe(200);
    expect(((await onStaging.json()) as { products: { total_count: number } }).products.total_count).toBeGreaterThan(0);
    const onProduction = await products(production);
    expect(onProduction.status).toBe(404);
    expect(((await onProduction.json()) as { error: string }).error).toBe(`No category with categoryId ${FAST_DISPATCH_BIKES}`);
  });
});
