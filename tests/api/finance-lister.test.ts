import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const FINANCE_LINE = /<p class="product-card__finance" aria-hidden="true"><\/p>/g;

describe.each(DRIVERS)("lister cards keep a place for 'From £x a month' for GB shoppers only (%s)", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const page = async (path: string, cookie?: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    expect(res.status).toBe(200);
    return { body: await res.text(), etag: res.headers.get('etag'), cacheControl: res.headers.get('cache-control') };
  };
  const cardsOf = (html: string) => html.match(/<article class="product-card"/g)?.length ?? 0;

  test('the UK lister and search keep the line on every card, the same bytes for every anonymous visitor (the figure arrives in the browser)', async () => {
    for (const path of ['/bikes/', '/de/bikes/', '/search/?q=endurance']) {
      const [first, second] = [await page(path), await page(path)];
      expect(cardsOf(first.body), path).toBeGreaterThan(0);
      expect(first.body.match(FINANCE_LINE)?.length, path).toBe(cardsOf(first.body));
      // No figure is written on the server: it would differ with the shopper's deposit.
      expect(first.body, path).not.toContain('product-card__finance-link');
      expect(second.body).toBe(first.body);
      expect(second.etag).toBe(first.etag);
    }
    // The UK lister in its own language is the anonymous page a CDN keeps (the other language sets the language cookie).
    expect((await page('/bikes/')).cacheControl).toContain('public');
  });

  test('the German site, and a UK-site shopper who chose a country abroad, get no line', async () => {
    const german = await page('/bikes/', 'site-env=de_de_de');
    expect(cardsOf(german.body)).toBeGreaterThan(0);
    expect(german.body).not.toContain('product-card__finance');
    const abroad = await page('/bikes/?country=FR');
    expect(cardsOf(abroad.body)).toBeGreaterThan(0);
    expect(abroad.body).not.toContain('product-card__finance');
  });
});
