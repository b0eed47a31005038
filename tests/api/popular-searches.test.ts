import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import POPULAR_SEARCHES from '../../server/commerce/catalog/popular-searches.json' with { type: 'json' };
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

interface Tree {
  shell?: { popularSearches?: string[] };
  root: { type: string; props: Record<string, unknown>; children?: Tree['root'][] };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const tree = async (path: string) => (await (await fetch(`${server.url}${path}`, { headers: { Accept: 'application/json' } })).json()) as Tree;

describe('popular searches', () => {
  test.each([
    { language: 'en', prefix: '' },
    { language: 'de', prefix: '/de' },
  ] as const)('every page carries the popular searches of its language ($language), and each finds products', async ({ language, prefix }) => {
    const page = await tree(`${prefix}/bikes/`);
    expect(page.shell?.popularSearches).toEqual(POPULAR_SEARCHES[language]);
    for (const term of POPULAR_SEARCHES[language]) {
      const results = await tree(`${prefix}/search/?q=${encodeURIComponent(term)}`);
      const lister = results.root.children?.find((child) => child.type === 'product-lister');
      expect(lister?.props['totalCount'], term).toBeGreaterThan(0);
    }
  });
});

describe('the header search without JavaScript', () => {
  test('the folded magnifier submits the header form, so it leads to the results page and its own box', async () => {
    const html = await (await fetch(`${server.url}/bikes/`)).text();
    const form = html.match(/<form class="search-typeahead__form"[^>]*action="([^"]+)"[\s\S]*?<\/form>/);
    expect(form?.[1]).toBe('/search/');
    expect(form?.[0]).toMatch(/<button type="submit" class="search-typeahead__submit" aria-expanded="false">/);
  });

  test('the results page has no header search box beside its own', async () => {
    const html = await (await fetch(`${server.url}/search/?q=helmet`)).text();
    expect(html).not.toContain('search-typeahead');
    expect(html.match(/type="search"/g)).toHaveLength(1);
  });
});
