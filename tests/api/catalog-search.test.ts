import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

interface Node {
  type: string;
  props: Record<string, unknown>;
  children?: Node[];
}

describe.each(DRIVERS)('search (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const searchPage = async (query: string) => {
    const res = await fetch(`${server.url}/search/${query}`, { headers: { Accept: 'application/json' } });
    const tree = (await res.json()) as { pageType: string; root: Node };
    const form = tree.root.children?.find((c) => c.type === 'search-form');
    const lister = tree.root.children?.find((c) => c.type === 'product-lister');
    return {
      status: res.status,
      outcome: form?.props['outcome'],
      total: lister?.props['totalCount'] as number | undefined,
      names: ((lister?.props['products'] as { name: string }[] | undefined) ?? []).map((p) => p.name),
    };
  };
  const suggest = async (q: string) => {
    const res = await fetch(`${server.url}/nuxt/api/search/suggest?q=${encodeURIComponent(q)}`);
    return { status: res.status, body: (await res.json()) as { suggestions: { name: string; href: string; price: number }[]; problem?: string } };
  };

  test('search finds products by name, subtitle, category and specification, best matches first', async () => {
    const byName = await searchPage('?q=ridgeway');
    expect(byName.names.length).toBeGreaterThan(5);
    expect(byName.names[0]).toMatch(/^Ridgeway/);
    const bySpec = await searchPage('?q=dura-ace');
    expect(bySpec.names).toContain('Endurance SL Hero');
    const byGermanCategory = await searchPage('?q=Fahrrad');
    expect(byGermanCategory.total).toBeGreaterThan(40);
  });

  test('search reuses the lister filters and sorts', async () => {
    const filtered = await searchPage('?q=carbon&discipline=gravel&sort=price_desc');
    expect(filtered.total).toBeGreaterThan(0);
    const rows = await server.database.db.query<{ name: string; final_price: number }>(
      `select p.name, p.final_price from catalog_products p where p.search_vector @@ to_tsquery('simple', 'carbon:*') and 'discipline:gravel' = any(p.facet_values) order by p.final_price desc, p.id`,
    );
    expect(filtered.names).toEqual(rows.map((r) => r.name));
  });

  test.each([
    ['?q=%27%3B%20drop%20table%20catalog_products%3B%20--', 'no-results'],
    ['?q=%22unterminated', 'no-results'],
    ['?q=%F0%9F%9A%B2%20helmet', 'results'],
    ['?q=a', 'too-short'],
    [`?q=${'x'.repeat(10_000)}`, 'too-long'],
    ['?q=a%3A*%20%26%20!b%20%7C%20(c', 'results'],
  ])('a hostile search %s gives results or a clear message, never an error', async (query, outcome) => {
    const page = await searchPage(query);
    expect(page.status).toBe(200);
    expect(page.outcome).toBe(outcome);
    const count = await server.database.db.query<{ n: number }>('select count(*)::int as n from catalog_products');
    expect(count[0]?.n).toBeGreaterThan(100);
  });

  test('type-ahead suggests products with name, link and price from 2 characters on', async () => {
    const { status, body } = await suggest('endu');
    expect(status).toBe(200);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(6);
    expect(body.suggestions[0]).toMatchObject({ name: expect.stringMatching(/^Endurance/), href: expect.stringMatching(/^\/endurance-/) });
    expect((await suggest('e')).body).toEqual({ suggestions: [], problem: 'too-short' });
    expect((await suggest('🚲'.repeat(300))).body.problem).toBe('too-long');
  });
});
