import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { countAttempt, RATE_LIMITS } from '../../server/commerce/customer/rate-limits.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { Shopper, uniqueAddress, uniqueEmail } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

describe.each(DRIVERS)('rate limits and cross-site refusal (%s)', (driver) => {
  describe('with no trusted proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ driver });
    });
    afterAll(async () => server?.close());

    test('a forged X-Forwarded-For does not get around the per-address login limit', async () => {
      // 19 of the 20 allowed attempts from this machine are already counted; each request below forges another address.
      for (let i = 0; i < 19; i++) await countAttempt(server.database.db, RATE_LIMITS.loginPerAddress, '127.0.0.1');
      const last = await new Shopper(server.url, uniqueAddress()).login(uniqueEmail(), 'Not-the-password-1');
      expect(last.status).toBe(401);
      const res = await new Shopper(server.url, uniqueAddress()).login('demo@northvale.test', 'Northvale-demo-1');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { error: string }).error).toMatch(TOO_MANY);
    });

    test('a forged X-Forwarded-For does not get around the per-address reset limit either', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await new Shopper(server.url, uniqueAddress()).post('/nuxt/api/auth/reset-password', { email: uniqueEmail() })).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    });
  });

  describe('behind a trusted proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
    });
    afterAll(async () => server?.close());

    test('one account is locked after 8 attempts in 15 minutes, from any address, with the same answer for unknown emails', async () => {
      const { email } = await new Shopper(server.url, uniqueAddress()).register();
      const stranger = uniqueEmail();
      const attempt = (address: string) => new Shopper(server.url, uniqueAddress()).login(address, 'Not-the-password-1').then((res) => res.status);
      for (let i = 0; i < 6; i++) await countAttempt(server.database.db, RATE_LIMITS.loginPerAccount, email);
      // Sent at once, as a brute-force client would; the counter is atomic, so exactly one is over the limit.
      const statuses = (await Promise.all(Array.from({ length: 3 }, () => attempt(email)))).sort();
      expect(statuses).toEqual([401, 401, 429]);
      const locked = await new Shopper(server.url, uniqueAddress()).login(email.toUpperCase(), 'Pedal-power-99');
      expect(locked.status).toBe(429);
      for (let i = 0; i < 6; i++) await countAttempt(server.database.db, RATE_LIMITS.loginPerAccount, stranger);
      expect((await Promise.all(Array.from({ length: 3 }, () => attempt(stranger)))).sort()).toEqual(statuses);
    }, 60_000);

    test('each forwarded address has its own counter when the proxy is trusted', async () => {
      for (let i = 0; i < 20; i++) await countAttempt(server.database.db, RATE_LIMITS.loginPerAddress, '198.51.100.1');
      const limited = await new Shopper(server.url, '198.51.100.1').login(uniqueEmail(), 'Not-the-password-1');
      expect(limited.status).toBe(429);
      const other = await new Shopper(server.url, '198.51.100.2').login(uniqueEmail(), 'Not-the-password-1');
      expect(other.status).toBe(401);
    });

    test('the limit counters are kept in the database, hashed', async () => {
      const rows = await server.database.db.query<{ key_hash: Uint8Array; attempts: number }>('select key_hash, attempts from auth_rate_limits');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(Buffer.from(row.key_hash)).toHaveLength(32);
    });

    test('a state-changing call from another site is refused with 403 and changes nothing', async () => {
      const shopper = new Shopper(server.url, uniqueAddress());
      await shopper.register();
      const evil = [
        shopper.post('/nuxt/api/account/newsletter', { subscribed: true }, { headers: { origin: 'https://evil.example' } }),
        shopper.post('/nuxt/api/account/newsletter', { subscribed: true }, { headers: { 'sec-fetch-site': 'cross-site' } }),
        shopper.post('/nuxt/api/account/newsletter', { subscribed: true }, { headers: { 'sec-fetch-site': 'same-site' } }),
        shopper.post('/nuxt/api/account/newsletter', { subscribed: true }, { headers: { origin: 'null' } }),
        shopper.post('/nuxt/api/auth/login', { email: 'a@b.test', password: 'x' }, { headers: { origin: 'https://evil.example' } }),
        shopper.post('/api/auth/update-address', { addressId: 1, address: { default_shipping: true } }, { headers: { 'sec-fetch-site': 'cross-site' } }),
      ];
      for (const res of await Promise.all(evil)) {
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          error: 'This call only accepts requests from this site.',
          errors: [{ message: 'This call only accepts requests from this site.' }],
        });
      }
      const logout = await shopper.request('/nuxt/api/auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(logout.status).toBe(403);
      expect(await (await shopper.request('/nuxt/api/auth/customer')).json()).toMatchObject({ customer: { is_subscribed: false } });
    });

    test('a form post (not JSON) is refused; same-origin requests pass', async () => {
      const shopper = new Shopper(server.url, uniqueAddress());
      await shopper.register();
      const form = await shopper.request('/nuxt/api/account/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'subscribed=true',
      });
      expect(form.status).toBe(400);
      expect(await form.json()).toMatchObject({ error: 'Send the request body as JSON (Content-Type: application/json).' });
      const sameOrigin = await shopper.post(
        '/nuxt/api/account/newsletter',
        { subscribed: true },
        { headers: { 'sec-fetch-site': 'same-origin', origin: server.url } },
      );
      expect(sameOrigin.status).toBe(200);
      const originOnly = await shopper.post('/nuxt/api/account/newsletter', { subscribed: false }, { headers: { origin: server.url } });
      expect(originOnly.status).toBe(200);
    });
  });
});
