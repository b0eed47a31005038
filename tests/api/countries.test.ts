import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PageTree } from '../../schemas/generated/index.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

interface CountryAnswer {
  code: string;
  name: string;
  currency: string;
  eswCode: string;
  currencySign: string;
  locale: string;
  icon: string;
}

/** name=value of each Set-Cookie, with its attributes. */
function setCookies(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

function cookieValue(line: string | undefined): string | undefined {
  return line?.slice(line.indexOf('=') + 1).split(';')[0];
}

describe.each(DRIVERS)('countries and the shopper location (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // Trusting the loopback proxy lets a test speak for a shopper abroad with X-Forwarded-For.
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}/nuxt/api${path}`, init);
  const choose = (body: unknown) =>
    api('/store/choose-country', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const pageTree = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, { headers: { Accept: 'application/json', ...headers } });
    return { res, tree: (await res.json()) as PageTree };
  };

  test('the store config lists the 44 countries with the UK first, GB without the partner and the partner on', async () => {
    const res = await api('/store/config');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { availableCountries: CountryAnswer[]; nonEswCountries: string[]; eswEnabled: boolean };
    expect(body.availableCountries).toHaveLength(44);
    expect(body.availableCountries[0]).toEqual({
      code: 'GB',
      name: 'United Kingdom',
      currency: 'GBP',
      eswCode: 'GB',
      currencySign: '£',
      locale: 'en-GB',
      icon: '/assets/flags/gb.svg',
    });
    expect(body.nonEswCountries).toEqual(['GB']);
    expect(body.eswEnabled).toBe(true);
    expect(body.availableCountries.find((c) => c.code === 'JP')).toMatchObject({ currency: 'JPY', locale: 'ja-JP' });
  });

  test('the store config names countries in German when asked, and refuses another language naming the field', async () => {
    const german = (await (await api('/store/config?locale=de')).json()) as { availableCountries: CountryAnswer[] };
    expect(german.availableCountries.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    const bad = await api('/store/config?locale=fr');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ field: 'locale', message: 'locale must be en or de' }] });
  });

  test('choosing Germany sets location, an upper-case esw-location and esw-currency for a year on the whole site', async () => {
    const res = await choose({ countryCode: 'de' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      location: { code: 'DE', name: 'Germany', currency: 'EUR', currencySign: '€', locale: 'de-DE', flag: '/assets/flags/de.svg' },
    });
    const cookies = setCookies(res);
    expect(cookieValue(cookies.get('location'))).toBe('DE');
    expect(cookieValue(cookies.get('esw-location'))).toBe('DE');
    expect(cookieValue(cookies.get('esw-currency'))).toBe('EUR');
    for (const line of cookies.values()) {
      expect(line).toContain('Path=/');
      expect(line).toContain('Max-Age=31536000');
      expect(line).toContain('SameSite=Lax');
      expect(line).not.toContain('Domain=');
    }
  });

  test('choosing a country on a www host shares the cookies on the parent domain', async () => {
    const { port } = new URL(server.url);
    const lines = await new Promise<string[]>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/nuxt/api/store/choose-country',
          method: 'POST',
          headers: { Host: 'www.example.co.uk', 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.headers['set-cookie'] ?? []);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ countryCode: 'JP' }));
    });
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toContain('Domain=.example.co.uk');
  });

  test('choosing a country that is not offered, none, or not a code is a 400 naming countryCode', async () => {
    const unknown = await choose({ countryCode: 'BR' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: [{ field: 'countryCode', message: expect.stringContaining("We don't deliver to BR") }] });
    expect(unknown.headers.getSetCookie()).toEqual([]);
    for (const body of [{}, { countryCode: 'Germany' }, { countryCode: 49 }]) {
      const res = await choose(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ errors: [{ field: 'countryCode' }] });
    }
  });

  test('?country= on a page is an explicit choice: the tree carries the country and the cookies follow', async () => {
    const { res, tree } = await pageTree('/delivery/?country=jp', { Cookie: 'location=DE; esw-location=DE; esw-currency=EUR' });
    expect(res.status).toBe(200);
    // The rate lets the browser show cart prices in yen; it is the seeded rate against the pound.
    expect(tree.shell?.location).toEqual({
      code: 'JP',
      name: 'Japan',
      currency: 'JPY',
      currencySign: '¥',
      locale: 'ja-JP',
      flag: '/assets/flags/jp.svg',
      rate: '199.4',
    });
    const cookies = setCookies(res);
    expect(cookieValue(cookies.get('location'))).toBe('JP');
    expect(cookieValue(cookies.get('esw-location'))).toBe('JP');
    expect(cookieValue(cookies.get('esw-currency'))).toBe('JPY');
  });

  test('a German page names the country in German', async () => {
    const { tree } = await pageTree('/de/delivery/?country=CH');
    expect(tree.shell?.location).toMatchObject({ code: 'CH', name: 'Schweiz', currency: 'CHF' });
  });

  test('?country= naming no offered country is ignored and the location cookie decides', async () => {
    const { res, tree } = await pageTree('/delivery/?country=zz', { Cookie: 'location=FR; esw-location=FR; esw-currency=EUR' });
    expect(tree.shell?.location?.code).toBe('FR');
    expect(res.headers.getSetCookie().filter((line) => /^(location|esw-)/.test(line))).toEqual([]);
  });

  const shopper = async (headers: Record<string, string> = {}) => {
    const res = await api('/store/shopper', { headers });
    return { res, answer: (await res.json()) as { location?: NonNullable<PageTree['shell']>['location']; hasCart: boolean } };
  };

  test('a first page view is written for the site’s own country and sets no cookie, wherever the shopper is', async () => {
    for (const forwarded of ['127.0.0.1', '198.51.100.4']) {
      const { res, tree } = await pageTree('/delivery/', { 'X-Forwarded-For': forwarded });
      expect(tree.shell?.location, forwarded).toMatchObject({ code: 'GB', currency: 'GBP', currencySign: '£' });
      expect(res.headers.getSetCookie(), forwarded).toEqual([]);
    }
    const german = await pageTree('/delivery/', { Cookie: 'site-env=de_de_de' });
    expect(german.tree.shell?.location).toMatchObject({ code: 'DE', currency: 'EUR' });
  });

  test('the shopper call places a first visit from this machine in the UK by geolocation and remembers it', async () => {
    const { res, answer } = await shopper();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(answer).toEqual({ location: expect.objectContaining({ code: 'GB', currency: 'GBP', currencySign: '£' }), hasCart: false });
    expect(cookieValue(setCookies(res).get('esw-currency'))).toBe('GBP');
  });

  test('the shopper call places a first visit from an address abroad by geolocation, with the rate for the browser', async () => {
    const { answer } = await shopper({ 'X-Forwarded-For': '198.51.100.4' });
    expect(answer.location).toMatchObject({ code: 'DE', currency: 'EUR', rate: expect.stringMatching(/^[0-9.]+$/) });
  });

  test('the shopper call gives a first visit from an address geolocation does not know the first available country', async () => {
    const { answer } = await shopper({ 'X-Forwarded-For': '8.8.4.4' });
    expect(answer.location?.code).toBe('GB');
  });

  test('the shopper call says whether the HttpOnly cart cookie names a cart', async () => {
    expect((await shopper({ Cookie: 'cart_id=00000000-0000-4000-8000-000000000000' })).answer.hasCart).toBe(true);
  });

  test('the HTML page carries the country too', async () => {
    const res = await fetch(`${server.url}/delivery/?country=KR`);
    const html = await res.text();
    expect(html).toContain('"location":{"code":"KR"');
  });

  test('pages with the selector in the header are written whole: no boundary is left for inline scripts the CSP would block', async () => {
    for (const path of ['/no-such-bike/', '/delivery/', '/']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toContain('class="country-selector"');
      expect(html, path).not.toContain('<!--$?-->');
    }
  });

  test('flags are served from this server', async () => {
    const res = await fetch(`${server.url}/assets/flags/de.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });

  test('the in-store collection screen uses the basic layout and hides go-in-store', async () => {
    const { res, tree } = await pageTree('/stores/collection-screen/');
    expect(res.status).toBe(200);
    expect(tree).toMatchObject({ pageType: 'collection-screen', layout: 'basic', shell: { site: { showGoInStore: false } } });
    expect(tree.meta.title).toBe('Collect your order | Northvale Cycles');
    const german = await pageTree('/de/stores/collection-screen/');
    expect(german.tree.meta.title).toBe('Bestellung abholen | Northvale Cycles');
    const html = await fetch(`${server.url}/stores/collection-screen/`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('Collect your order');
  });
});

describe.each(DRIVERS)('a failing geolocation service (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { GEOLOCATION_SANDBOX_FAIL: 'true' } });
  });
  afterAll(async () => server?.close());

  test('the page shows for the site’s country; the shopper call answers no country and no location cookie, and the failure is logged', async () => {
    const res = await fetch(`${server.url}/delivery/`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    const tree = (await res.json()) as PageTree;
    expect(tree.shell?.location?.code).toBe('GB');
    const call = await fetch(`${server.url}/nuxt/api/store/shopper`);
    expect(call.status).toBe(200);
    expect(await call.json()).toEqual({ hasCart: false });
    expect(call.headers.getSetCookie().filter((line) => /^(location|esw-)/.test(line))).toEqual([]);
    const logged = server.logs.filter((line) => line['msg'] === 'geolocation failed; no country for this visit');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'warn', err: { name: 'IntegrationError' } });
  });

  test('the location cookie still works without geolocation', async () => {
    const res = await fetch(`${server.url}/delivery/`, { headers: { Accept: 'application/json', Cookie: 'location=NO' } });
    const tree = (await res.json()) as PageTree;
    expect(tree.shell?.location).toMatchObject({ code: 'NO', currency: 'NOK' });
  });
});
