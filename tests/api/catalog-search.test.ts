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

  const searchPage = async (query: string, prefix = '') => {
    const res = await fetch(`${server.url}${prefix}/search/${query}`, { headers: { Accept: 'application/json' } });
    const tree = (await res.json()) as { pageType: string; root: Node };
    const form = tree.root.children?.find((c) => c.type === 'search-form');
    const lister = tree.root.children?.find((c) => c.type === 'product-lister');
    const products = (lister?.props['products'] as { name: string; sku: string }[] | undefined) ?? [];
    return {
      status: res.status,
      outcome: form?.props['outcome'],
      didYouMean: form?.props['didYouMean'] as { query: string; href: string } | undefined,
      total: lister?.props['totalCount'] as number | undefined,
      names: products.map((p) => p.name),
      skus: products.map((p) => p.sku),
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
      `select p.name, p.final_price from catalog_products p where p.search_en @@ to_tsquery('english', 'carbon:*') and p.visible and 'discipline:gravel' = any(p.facet_values) order by p.final_price desc, p.id`,
    );
    expect(filtered.names).toEqual(rows.map((r) => r.name));
  });

  test.each([
    // Nothing has all four words; with any of them, "drop" finds the drop handlebar.
    ['?q=%27%3B%20drop%20table%20catalog_products%3B%20--', 'results'],
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

  test('a misspelt word is searched as the catalogue word it most likely meant, offered as "did you mean", in English and German', async () => {
    const english = await searchPage('?q=helmit');
    expect(english.didYouMean).toEqual({ query: 'helmet', href: '/search/?q=helmet' });
    expect(english.outcome).toBe('results');
    expect(english.skus.slice(0, 4).sort()).toEqual(['NV-1029', 'NV-1030', 'NV-1031', 'NV-1032']);
    const followed = await searchPage(english.didYouMean!.href.replace('/search/', ''));
    expect(followed.didYouMean).toBeUndefined();
    expect(followed.skus.slice(0, 4).sort()).toEqual(['NV-1029', 'NV-1030', 'NV-1031', 'NV-1032']);

    const german = await searchPage(`?q=${encodeURIComponent('Sattl')}`, '/de');
    expect(german.didYouMean).toEqual({ query: 'sättel', href: `/de/search/?q=${encodeURIComponent('sättel')}` });
    // A German page names the saddles in German.
    expect(german.names.slice(0, 4).every((name) => /sattel/i.test(name))).toBe(true);
    const ridgeway = await searchPage('?q=ridgway%20carbon');
    expect(ridgeway.didYouMean?.query).toBe('ridgeway carbon');
  });

  test('a search that matches as typed, or matches nothing near, offers no "did you mean", nor does one narrowed by a filter', async () => {
    expect((await searchPage('?q=helmet')).didYouMean).toBeUndefined();
    const nonsense = await searchPage('?q=qxzvwq');
    expect(nonsense).toMatchObject({ status: 200, outcome: 'no-results', didYouMean: undefined });
    // Narrowed by a filter, a search is run as typed: the filter, not the word, may be what found nothing.
    expect(await searchPage('?q=helmit&colour=signal-red')).toMatchObject({ status: 200, total: 0, didYouMean: undefined });
  });

  test('plurals, German compounds and synonyms find what the singular, the parts and the other word find', async () => {
    const roadBike = await searchPage('?q=road%20bike');
    expect((await searchPage('?q=road%20bikes')).skus.sort()).toEqual(roadBike.skus.sort());
    expect(roadBike.total).toBeGreaterThanOrEqual(7);
    const helmets = (await searchPage('?q=Fahrradhelm', '/de')).skus.slice(0, 4).sort();
    expect(helmets).toEqual(['NV-1029', 'NV-1030', 'NV-1031', 'NV-1032']);
    expect((await searchPage('?q=mtb')).names.slice(0, 8).every((name) => name.startsWith('Fellrunner'))).toBe(true);
    expect((await searchPage('?q=fenders')).skus).toContain('NV-1057');
  });

  test("a bike model's name puts every bike of the model above the model's accessories", async () => {
    for (const [model, accessories] of [
      ['ridgeway', ['Ridgeway thru-axle', 'Ridgeway cargo cage pair']],
      ['endurance', ['Endurance derailleur hanger', 'Endurance mudguard set']],
      ['chrono', ['Chrono aero bottle', 'Chrono extension bars']],
    ] as const) {
      const { names, skus } = await searchPage(`?q=${model}`);
      const bikes = (
        await server.database.db.query<{ sku: string }>('select sku from catalog_products where model_sku like $1', [`${model.toUpperCase()}-%`])
      ).map((r) => r.sku);
      expect(skus.slice(0, bikes.length).sort(), model).toEqual([...bikes].sort());
      for (const accessory of accessories) expect(names.indexOf(accessory), accessory).toBeGreaterThanOrEqual(bikes.length);
    }
  });

  test('type-ahead finds a misspelt word and a plural too', async () => {
    expect((await suggest('helmit')).body.suggestions.map((s) => s.name)).toContain('Aries helmet');
    expect((await suggest('road bikes')).body.suggestions.length).toBeGreaterThan(0);
  });
});
