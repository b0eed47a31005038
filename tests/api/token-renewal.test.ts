import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

describe.each(DRIVERS)('token renewal on navigation (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  const signedIn = async () => {
    const visitor = new Shopper(server.url, uniqueAddress());
    await visitor.register();
    return visitor;
  };
  const setNames = (visitor: Shopper) =>
    visitor.lastSetCookies
      .map((c) => c.name)
      .filter((name) => name.startsWith('customer_'))
      .sort();

  test('a current expiry stamp leaves the cookies alone', async () => {
    const visitor = await signedIn();
    const res = await visitor.request('/delivery/');
    expect(res.status).toBe(200);
    expect(setNames(visitor)).toEqual([]);
  });

  test('a missing stamp is renewed: the tokens are checked and a new stamp is set at most 5 minutes ahead', async () => {
    const visitor = await signedIn();
    visitor.cookies.delete('customer_token_expiry');
    await visitor.request('/delivery/');
    expect(setNames(visitor)).toEqual(['customer_token_expiry']);
    const stamp = Number(visitor.cookies.get('customer_token_expiry'));
    expect(stamp).toBeGreaterThan(Date.now());
    expect(stamp).toBeLessThanOrEqual(Date.now() + FIVE_MINUTES);
  });

  test('a reached stamp with an expired access token gets a new access token from the refresh token', async () => {
    const visitor = await signedIn();
    const oldAccess = visitor.cookies.get('customer_token');
    visitor.cookies.set('customer_token_expiry', String(Date.now() - 1000));
    await server.database.db.query(`update customer_access_tokens set expires_at = now() - interval '1 second'`);
    const res = await visitor.request('/delivery/');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(setNames(visitor)).toEqual(['customer_token', 'customer_token_expiry']);
    expect(visitor.cookies.get('customer_token')).not.toBe(oldAccess);
    expect((await visitor.request('/nuxt/api/auth/customer')).status).toBe(200);
  });

  test('a stamp more than 5 minutes in the future is invalid and triggers the check', async () => {
    const visitor = await signedIn();
    visitor.cookies.set('customer_token_expiry', String(Date.now() + FIVE_MINUTES + 60_000));
    await visitor.request('/delivery/');
    expect(setNames(visitor)).toEqual(['customer_token_expiry']);
    expect(Number(visitor.cookies.get('customer_token_expiry'))).toBeLessThanOrEqual(Date.now() + FIVE_MINUTES);
  });

  test('an access cookie gone after its hour is renewed from the refresh cookie', async () => {
    const visitor = await signedIn();
    visitor.cookies.delete('customer_token');
    await visitor.request('/delivery/');
    expect(setNames(visitor)).toEqual(['customer_token', 'customer_token_expiry']);
  });

  test('a revoked session signs the visitor out on the next navigation: all three cookies are cleared', async () => {
    const visitor = await signedIn();
    const cookies = visitor.cookieHeader();
    await visitor.request('/nuxt/api/auth/logout');
    const stale = new Shopper(server.url, uniqueAddress());
    for (const part of cookies.split('; ')) {
      const [name = '', value = ''] = part.split('=');
      stale.cookies.set(name, decodeURIComponent(value));
    }
    stale.cookies.set('customer_token_expiry', '0');
    await stale.request('/delivery/');
    expect(setNames(stale)).toEqual(['customer_refresh_token', 'customer_token', 'customer_token_expiry']);
    expect([...stale.cookies.keys()].filter((name) => name.startsWith('customer_'))).toEqual([]);
  });

  test('a guest without auth cookies gets no auth cookies on navigation', async () => {
    const guest = new Shopper(server.url);
    await guest.request('/delivery/');
    expect(setNames(guest)).toEqual([]);
  });

  test('the API paths are left alone by the renewal step', async () => {
    const visitor = await signedIn();
    visitor.cookies.set('customer_token_expiry', '0');
    await visitor.request('/nuxt/api/header/main-menu');
    expect(setNames(visitor)).toEqual([]);
  });
});
