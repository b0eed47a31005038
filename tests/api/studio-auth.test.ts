import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { DEMO_STAFF_PASSWORD, signInStaff, studioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe.each(DRIVERS)('studio sign-in and access (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  test('the demo editor signs in: an HttpOnly, SameSite=Strict studio cookie, and the session names them', async () => {
    const editor = await signInStaff(server.url, 'editor@northvale.test');
    expect(editor.setCookie).toMatch(/^studio_session=[A-Za-z0-9_-]{43};/);
    expect(editor.setCookie).toContain('HttpOnly');
    expect(editor.setCookie).toContain('SameSite=Strict');
    expect(editor.setCookie).toContain('Path=/');
    const session = await editor.json('GET', '/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ staff: { email: 'editor@northvale.test', name: 'Demo Editor', role: 'editor' }, areas: ['pages'] });
    expect(session.res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('anonymous visitors and signed-in customers get 401 from every studio call', async () => {
    const anonymous = studioClient(server.url);
    for (const [method, path] of [
      ['GET', '/session'],
      ['GET', '/pages?locale=en'],
      ['GET', '/pages/en/delivery'],
      ['POST', '/pages/en/delivery/publish'],
      ['POST', '/preview'],
      ['GET', '/staff'],
    ] as const) {
      const res = await anonymous.json<{ message: string }>(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toContain('Sign in to the studio');
    }
    const shopper = new Shopper(server.url, uniqueAddress());
    await shopper.login('demo@northvale.test', DEMO_STAFF_PASSWORD);
    const customer = studioClient(server.url, { Cookie: shopper.cookieHeader() });
    expect((await customer.json('GET', '/pages?locale=en')).status).toBe(401);
    // A customer's email and password are not a staff account.
    expect((await studioClient(server.url).json('POST', '/session', { email: 'demo@northvale.test', password: DEMO_STAFF_PASSWORD })).status).toBe(401);
  });

  test('a wrong role gets 403; an admin manages staff, and a new editor can sign in', async () => {
    const editor = await signInStaff(server.url, 'editor@northvale.test');
    const refused = await editor.json<{ message: string }>('GET', '/staff');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('admin');
    const admin = await signInStaff(server.url, 'admin@northvale.test');
    const created = await admin.json<{ staff: { id: number; role: string } }>('POST', '/staff', {
      email: 'Writer@Example.test',
      name: 'Wendy Writer',
      role: 'editor',
      password: 'a long staff passphrase',
    });
    expect(created.status).toBe(201);
    expect(created.body.staff).toMatchObject({ email: 'writer@example.test', role: 'editor' });
    const weak = await admin.json<{ message: string }>('POST', '/staff', { email: 'weak@example.test', role: 'editor', password: 'short1' });
    expect(weak.status).toBe(400);
    expect((await admin.json('POST', '/staff', { email: 'writer@example.test', role: 'editor', password: 'a long staff passphrase' })).status).toBe(409);
    const writer = await signInStaff(server.url, 'writer@example.test', 'a long staff passphrase');
    expect((await writer.json('GET', '/pages?locale=en')).status).toBe(200);
    expect((await admin.call('DELETE', `/staff/${created.body.staff.id}`)).status).toBe(204);
    expect((await writer.json('GET', '/pages?locale=en')).status).toBe(401);
  });

  test('cross-site writes are refused with 403, even with a valid studio cookie', async () => {
    const editor = await signInStaff(server.url, 'editor@northvale.test');
    const crossSite = await editor.json<{ message: string }>('POST', '/pages/en/delivery/publish', undefined, {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
      'If-Match': '"1"',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe('This call only accepts requests from this site.');
    const crossOrigin = await studioClient(server.url).json(
      'POST',
      '/session',
      { email: 'editor@northvale.test', password: DEMO_STAFF_PASSWORD },
      {
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
    );
    expect(crossOrigin.status).toBe(403);
  });

  test('sign-out revokes the session on the server: a kept copy of the cookie no longer works', async () => {
    const editor = await signInStaff(server.url, 'editor@northvale.test');
    const out = await editor.call('DELETE', '/session');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^studio_session=;/);
    expect((await editor.json('GET', '/session')).status).toBe(401);
  });

  test('a command-line token works as a bearer token, and can be revoked', async () => {
    const issued = await studioClient(server.url).json<{ token: string; staff: { role: string } }>('POST', '/tokens', {
      email: 'admin@northvale.test',
      password: DEMO_STAFF_PASSWORD,
    });
    expect(issued.status).toBe(201);
    const cli = studioClient(server.url, { Authorization: `Bearer ${issued.body.token}` });
    expect((await cli.json('GET', '/staff')).status).toBe(200);
    expect((await cli.call('DELETE', '/session')).status).toBe(204);
    expect((await cli.json('GET', '/staff')).status).toBe(401);
  });

  test('wrong passwords are rate limited per account: 429 with Retry-After, and the right password waits too', async () => {
    const client = studioClient(server.url, { 'X-Forwarded-For': '203.0.113.77' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await client.json('POST', '/session', { email: 'admin@northvale.test', password: `wrong-${i}-password` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await client.json<{ message: string }>('POST', '/session', { email: 'admin@northvale.test', password: DEMO_STAFF_PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.body.message).toContain('Too many attempts');
  });

  test('bad input gets a 4xx that says what to send', async () => {
    const missing = await studioClient(server.url).json<{ message: string }>('POST', '/session', { email: 'editor@northvale.test' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('"password" is required: send it as text.');
    const editor = await signInStaff(server.url, 'editor@northvale.test');
    expect((await editor.json('GET', '/pages?locale=fr')).status).toBe(400);
    expect((await editor.json('GET', '/pages/en/no-such-page')).status).toBe(404);
    const badJson = await editor.call('PUT', '/pages/en/delivery/draft', undefined, { 'Content-Type': 'application/json', 'If-Match': '"1"' });
    expect(badJson.status).toBe(400);
    expect((await editor.json('GET', '/nothing-here')).status).toBe(404);
  });
});
