import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANONYMOUS_PAGE_CACHE, PERSONAL_PAGE_CACHE } from '../../server/pages/send-page.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/** A content page, a lister and a parent bike page: what a CDN keeps most of. */
const ANONYMOUS_PAGES = ['/delivery/', '/bikes/', '/endurance-sl/'];

describe('anonymous pages a CDN can keep (docs/decisions/016)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  test('two anonymous views of a page are byte-identical, with the same strong ETag, no cookie and a minimal Vary', async () => {
    for (const path of ANONYMOUS_PAGES) {
      const [a, b] = [await get(path), await get(path)];
      expect(a.status, path).toBe(200);
      const [htmlA, htmlB] = [await a.text(), await b.text()];
      expect(htmlB, path).toBe(htmlA);
      expect(a.headers.get('etag'), path).toMatch(/^"h[A-Za-z0-9_-]{43}"$/);
      expect(b.headers.get('etag'), path).toBe(a.headers.get('etag'));
      expect(a.headers.getSetCookie(), path).toEqual([]);
      expect(a.headers.get('cache-control'), path).toBe(ANONYMOUS_PAGE_CACHE);
      expect(a.headers.get('vary'), path).toBe('Accept, Accept-Encoding');
      expect(htmlA, path).not.toContain('nonce=');
    }
  });

  test('a second request naming the ETag gets a 304 without a body, for the HTML and for the tree', async () => {
    for (const accept of ['text/html', 'application/json']) {
      const first = await get('/delivery/', { accept });
      const etag = first.headers.get('etag') ?? '';
      expect(etag, accept).toMatch(/^"[hj]/);
      // As a browser revalidates (fetch alone would add no-cache to a conditional request).
      const again = await get('/delivery/', { accept, 'if-none-match': etag, 'cache-control': 'max-age=0' });
      expect(again.status, accept).toBe(304);
      expect(again.headers.get('etag'), accept).toBe(etag);
      expect(again.headers.get('cache-control'), accept).toBe(ANONYMOUS_PAGE_CACHE);
      expect(await again.text(), accept).toBe('');
    }
    const html = (await get('/delivery/')).headers.get('etag');
    const tree = (await get('/delivery/', { accept: 'application/json' })).headers.get('etag');
    expect(tree).not.toBe(html);
    expect((await get('/delivery/', { 'if-none-match': '"hsomething-else"', 'cache-control': 'max-age=0' })).status).toBe(200);
  });

  test('the geolocated or remembered country of the site, and a first visit in the site’s language, keep the anonymous page', async () => {
    const plain = await (await get('/delivery/')).text();
    const remembered = await get('/delivery/', { cookie: 'location=GB; esw-location=GB; esw-currency=GBP; i18n_redirected=en' });
    expect(remembered.headers.get('cache-control')).toBe(ANONYMOUS_PAGE_CACHE);
    expect(await remembered.text()).toBe(plain);
  });

  test('a missing page is kept a short while without being served stale; a moved one is not a page', async () => {
    const missing = await get('/no-such-page-at-all/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(missing.headers.getSetCookie()).toEqual([]);
  });

  test('a shopper holding a cart gets private, no-store pages', async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    expect((await shopper.request('/nuxt/api/cart/create-guest')).status).toBe(200);
    expect(shopper.cookies.has('cart_id')).toBe(true);
    for (const path of ANONYMOUS_PAGES) {
      const res = await shopper.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(PERSONAL_PAGE_CACHE);
    }
  });

  test('a signed-in customer gets private, no-store pages, the account pages included', async () => {
    const customer = new Shopper(server.url, uniqueAddress());
    await customer.register();
    for (const path of ['/delivery/', '/bikes/', '/my-account/profile/', '/my-account/orders/']) {
      const res = await customer.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(PERSONAL_PAGE_CACHE);
    }
  });

  test('the checkout, the studio and an account page for a signed-out visitor are never kept', async () => {
    expect((await get('/checkout/')).headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE);
    const studio = await get('/studio/login/');
    expect(studio.status).toBe(200);
    expect(studio.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE);
    const account = await get('/my-account/profile/');
    expect(account.status).toBe(302);
    expect(account.headers.get('cache-control')).not.toMatch(/public/);
  });

  test('a country the shopper chose, and a page that sets a cookie the shopper asked for, are private', async () => {
    const chosen = await get('/delivery/?country=DE');
    expect(chosen.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE);
    expect(chosen.headers.getSetCookie().some((line) => line.startsWith('location=DE'))).toBe(true);
    const abroad = await get('/delivery/', { cookie: 'location=FR; esw-location=FR; esw-currency=EUR' });
    expect(abroad.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE);
    expect(await abroad.text()).toContain('"location":{"code":"FR"');
    const affiliate = await get('/delivery/?awc=123');
    expect(affiliate.headers.getSetCookie().some((line) => line.startsWith('awc=123'))).toBe(true);
    expect(affiliate.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE);
  });
});
