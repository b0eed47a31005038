import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe.each(DRIVERS)('pages over HTTP (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const get = (path: string, init: RequestInit = {}) => fetch(server.url + path, { redirect: 'manual', ...init });

  test('the home page is server-rendered HTML with the page tree inlined', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Northvale Cycles</title>');
    expect(html).toContain('<script type="application/json" id="__page">');
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="site-footer');
  });

  test('the document preloads the text font it uses, so it is there before the first paint', async () => {
    const html = await (await get('/delivery/')).text();
    const font = /<link rel="preload" href="(\/assets\/inter-latin-wght-normal-[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/.exec(html)?.[1];
    expect(font).toBeDefined();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1]!;
    expect(await (await get(stylesheet)).text()).toContain(font!.slice('/assets/'.length));
    const file = await get(font!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
  });

  test('the same URL with Accept: application/json answers the page tree', async () => {
    const res = await get('/', { headers: { Accept: 'application/json' } });
    expect(res.headers.get('content-type')).toContain('application/json');
    const tree = (await res.json()) as { pageType: string; shell: { mainMenu: unknown[] } };
    expect(tree.pageType).toBe('home');
    expect(tree.shell.mainMenu.length).toBeGreaterThan(0);
  });

  test('only the checkout says it is secure: the cycle-to-work quote wears the same plain header without it', async () => {
    const checkout = await (await get('/checkout/')).text();
    expect(checkout).toContain('data-variant="minimal"');
    expect(checkout).toContain('Secure checkout');
    const quote = await (await get('/cycletowork/quote/')).text();
    expect(quote).toContain('data-variant="minimal"');
    expect(quote).not.toContain('Secure checkout');
  });

  test('a path without a trailing slash is redirected with its query', async () => {
    const res = await get('/delivery?ref=mail');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/delivery/?ref=mail');
  });

  test('an unknown route answers 404 with "Page not found: {fullPath}"', async () => {
    const res = await get('/no-such-page/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found: /no-such-page/');
  });

  test('the 404 message keeps the query of the full path, and is German on the German site', async () => {
    const tree = async (path: string) =>
      (await (await get(path, { headers: { Accept: 'application/json' } })).json()) as { root: { props: { message: string } } };
    expect((await tree('/no-such-page/?size=m&colour=red')).root.props.message).toBe('Page not found: /no-such-page/?size=m&colour=red');
    expect((await tree('/de/keine-seite/?q=<b>')).root.props.message).toBe('Seite nicht gefunden: /de/keine-seite/?q=%3Cb%3E');
    // The German site itself (here by its site cookie) speaks German without a prefix.
    const german = await get('/keine-seite/?a=1', { headers: { cookie: 'site-env=de_de_de' } });
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('Seite nicht gefunden: /keine-seite/?a=1');
  });

  test('a moved URL answers 301 to its normalised relative target', async () => {
    const res = await get('/delivery-information/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/delivery/');
  });

  test('a moved URL with an absolute target redirects there, and in-app navigation gets a JSON redirect', async () => {
    const res = await get('/press/');
    expect(res.headers.get('location')).toBe('https://example.com/press-centre');
    const json = await get('/press/', { headers: { Accept: 'application/json' } });
    expect(await json.json()).toEqual({ redirect: { location: 'https://example.com/press-centre', external: true } });
  });

  test('German pages live under /de/ with German text and lang', async () => {
    const res = await get('/de/');
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Räder, die zu dir passen');
    expect(html).toContain('Zum Inhalt springen');
  });

  test('the default language prefix is redirected away', async () => {
    const res = await get('/en/delivery/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/delivery/');
  });

  test('a first visit to / follows the browser language; the saved cookie wins over it', async () => {
    const browser = await get('/', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe('/de/');
    const saved = await get('/', { headers: { 'Accept-Language': 'de-DE', Cookie: 'i18n_redirected=en' } });
    expect(saved.status).toBe(200);
  });

  test('the locale cookie is kept for 365 days', async () => {
    const res = await get('/de/');
    expect(res.headers.get('set-cookie')).toMatch(/i18n_redirected=de; Max-Age=31536000/);
  });

  test('every page carries the security headers, and a script policy without inline scripts', async () => {
    const [a, b] = await Promise.all([get('/'), get('/')]);
    const csp = a.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self'[; ]/);
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'nonce-)/);
    expect(b.headers.get('content-security-policy')).toBe(csp);
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('titles use the template and canonical links keep only whitelisted parameters', async () => {
    const res = await get('/de/?utm_source=news&colour=red', { headers: { Accept: 'application/json' } });
    const tree = (await res.json()) as { meta: { title: string; canonical: string; alternates: Record<string, string> } };
    // German on the UK site is canonical on the German site, and each language's alternate is on its own site.
    expect(tree.meta.canonical).toBe('http://de.localhost:3000/?colour=red');
    expect(tree.meta.alternates).toEqual({ en: 'http://localhost:3000/', de: 'http://de.localhost:3000/' });
    const html = await (await get('/delivery/')).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/delivery/">');
    expect(html).toContain('<link rel="alternate" hreflang="de" href="http://de.localhost:3000/delivery/">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/delivery/">');
  });

  test("on the German site the hreflang alternates point back at the UK site's own host", async () => {
    const german = { headers: { cookie: 'site-env=de_de_de' } };
    const tree = (await (await get('/delivery/', { headers: { ...german.headers, Accept: 'application/json' } })).json()) as {
      locale: string;
      meta: { alternates: Record<string, string> };
    };
    expect(tree.locale).toBe('de');
    expect(tree.meta.alternates).toEqual({ en: 'http://localhost:3000/delivery/', de: 'http://de.localhost:3000/delivery/' });
    const html = await (await get('/en/delivery/', german)).text();
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://localhost:3000/delivery/">');
    expect(html).toContain('<link rel="alternate" hreflang="de" href="http://de.localhost:3000/delivery/">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/delivery/">');
  });

  test('an affiliate query key sets the awc cookie for a year, Secure', async () => {
    const res = await get('/?sv_awc=12345');
    expect(res.headers.get('set-cookie')).toMatch(/awc=12345; Max-Age=31536000; .*Secure/);
  });

  test('pages only answer GET and HEAD', async () => {
    const res = await get('/', { method: 'DELETE' });
    expect(res.status).toBe(405);
  });

  test("/favicon.ico, which browsers ask for where a document names no icon, leads to the shop's icon", async () => {
    const res = await get('/favicon.ico');
    expect(res.status).toBe(301);
    const icon = await get(new URL(res.headers.get('location') ?? '', 'http://localhost').pathname);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  test('health and readiness', async () => {
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'reachable', pendingMigrations: [] });
  });
});
