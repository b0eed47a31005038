import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe.each(DRIVERS)('sitemap and robots.txt (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const text = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + path, { headers });
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

  test('the sitemap index lists the pages file and the product files', async () => {
    const index = await text('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(locs(index.body)).toEqual(['http://localhost:3000/sitemap-pages.xml', 'http://localhost:3000/sitemap-products-1.xml']);
  });

  test('every product, category, bike model and content page is listed, each language on its own site', async () => {
    const sitemap = (await text('/sitemap-pages.xml')).body;
    const pages = locs(sitemap);
    const products = locs((await text('/sitemap-products-1.xml')).body);
    const german = locs((await text('/sitemap-pages.xml', { cookie: 'site-env=de_de_de' })).body);
    const db = server.database.db;
    const [categories, models, productRows, cms] = await Promise.all([
      db.query<{ url_path: string }>('select url_path from catalog_categories where not staging_only'),
      db.query<{ url_key: string }>('select url_key from catalog_bike_models'),
      db.query<{ url_key: string }>('select url_key from catalog_products'),
      db.query<{ slug: string }>("select distinct slug from cms_pages where slug <> 'home'"),
    ]);
    for (const path of [...categories.map((c) => c.url_path), ...models.map((m) => m.url_key), ...cms.map((c) => c.slug)]) {
      expect(pages).toContain(`http://localhost:3000/${path}/`);
      expect(german).toContain(`http://de.localhost:3000/${path}/`);
    }
    expect(pages.filter((loc) => loc.includes('/de/'))).toEqual([]);
    // The staging list's own lister is not in production.
    expect(pages).not.toContain('http://localhost:3000/fast-dispatch-bikes/');
    expect(sitemap.replace(/<lastmod>[^<]*<\/lastmod>/g, '')).toContain(
      '<loc>http://localhost:3000/delivery/</loc><xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/delivery/"/><xhtml:link rel="alternate" hreflang="de" href="http://de.localhost:3000/delivery/"/><xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/delivery/"/>',
    );
    expect(products).toHaveLength(productRows.length);
    expect(products).toContain('http://localhost:3000/endurance-sl-sport/');
    expect((await text('/sitemap-products-2.xml')).status).toBe(404);
  });

  test('robots.txt points at the sitemap and keeps crawlers out of account and search', async () => {
    const robots = await text('/robots.txt');
    expect(robots.type).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /my-account/');
  });
});
