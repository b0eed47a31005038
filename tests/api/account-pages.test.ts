import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { NAMED_ASSETS, startTestServer, type TestServer } from '../helpers/test-server.ts';

describe.each(DRIVERS)('account and sign-in pages (%s)', (driver) => {
  let server: TestServer;
  let customer: Shopper;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
    customer = new Shopper(server.url, uniqueAddress());
    await customer.login('demo@northvale.test', 'Northvale-demo-1');
  });
  afterAll(async () => server?.close());

  const guest = () => new Shopper(server.url, uniqueAddress());

  test('a signed-out visitor on any account page goes to login with a redirect back', async () => {
    for (const path of ['/my-account/profile/', '/my-account/newsletter/', '/my-account/orders/', '/my-account/orders/100000101/', '/my-account/shipping/']) {
      const res = await guest().request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(`/auth/login/?redirect=${encodeURIComponent(path)}`);
    }
    const german = await guest().request('/de/my-account/orders/?page=2');
    expect(german.headers.get('location')).toBe(`/de/auth/login/?redirect=${encodeURIComponent('/de/my-account/orders/?page=2')}`);
  });

  test('/my-account/ opens the profile', async () => {
    const res = await guest().request('/my-account/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/my-account/profile/');
    const bare = await guest().request('/my-account');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/my-account/');
  });

  test('a signed-in visitor is sent away from login, register and reset-password, to a local redirect only', async () => {
    for (const path of ['/auth/login/', '/auth/register/', '/auth/reset-password/']) {
      const res = await customer.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe('/my-account/profile/');
    }
    const local = await customer.request('/auth/login/?redirect=%2Fmy-account%2Forders%2F');
    expect(local.headers.get('location')).toBe('/my-account/orders/');
    for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await customer.request(`/auth/login/?redirect=${encodeURIComponent(target)}`);
      expect(res.headers.get('location'), target).toBe('/my-account/profile/');
    }
  });

  test('in-app navigation gets the redirect as JSON', async () => {
    const res = await guest().request('/my-account/orders/', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: { location: '/auth/login/?redirect=%2Fmy-account%2Forders%2F', external: false } });
  });

  test('account pages are page trees of account blocks, without personal data, never cached', async () => {
    const res = await customer.request('/my-account/orders/100000101/', { headers: { accept: 'application/json' } });
    expect(res.headers.get('cache-control')).toContain('no-store');
    const tree = (await res.json()) as { pageType: string; root: unknown; meta: { title: string; robots: string } };
    expect(tree.pageType).toBe('account');
    expect(tree.meta).toMatchObject({ title: 'Order 100000101 | Northvale Cycles', robots: 'noindex, nofollow' });
    expect(tree.root).toEqual({
      type: 'account-layout',
      id: 'account',
      props: { section: 'orders' },
      children: [{ type: 'account-order-detail', id: 'account-order-detail', props: { orderNumber: '100000101' } }],
    });
    const text = JSON.stringify(tree);
    expect(text).not.toContain('demo@northvale.test');
    expect(text).not.toContain('Canal Street');
  });

  test('the sign-in pages are server-rendered whole, in English and German', async () => {
    const html = await (await guest().request('/auth/register/')).text();
    expect(html).toContain('<h1 id="auth-register-title">Create an account</h1>');
    expect(html).toContain('Confirm password');
    expect(html).not.toContain('id="S:0"');
    expect(html).not.toContain('data-block-error');
    const german = await (await guest().request('/de/auth/login/')).text();
    expect(german).toContain('<h1 id="auth-login-title">Anmelden</h1>');
    expect(german).toContain('<title>Anmelden | Northvale Cycles</title>');
  });

  test('the reset page asks for the email, or with a token for the new password', async () => {
    expect(await (await guest().request('/auth/reset-password/')).text()).toContain('Reset your password');
    expect(await (await guest().request('/auth/reset-password/?token=abc')).text()).toContain('Choose a new password');
  });

  test('the email sandbox lists sent emails outside production, in the store header and footer', async () => {
    await guest().post('/nuxt/api/auth/reset-password', { email: 'demo@northvale.test' });
    const html = await (await guest().request('/dev/outbox/')).text();
    expect(html).toContain('Reset your Northvale Cycles password');
    expect(html).toContain('<header class="site-header" data-variant="full">');
    expect(html).not.toContain('site-footer--minimal');
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/auth\/reset-password\/\?token=[A-Za-z0-9_-]{43}">/);
  });
});

describe('the email sandbox in the demo (npm start)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production', DEMO: 'true' }, deps: NAMED_ASSETS });
  });
  afterAll(async () => server?.close());

  test('is shown to a browser on this machine and hidden from anyone behind a proxy', async () => {
    expect((await fetch(`${server.url}/dev/outbox/`)).status).toBe(200);
    const proxied = await fetch(`${server.url}/dev/outbox/`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.status).toBe(404);
  });
});

describe('development routes in a production deployment', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { NODE_ENV: 'production', DEMO: 'false' },
      deps: NAMED_ASSETS,
    });
  });
  afterAll(async () => server?.close());

  test('the outbox, QA replay and preview are not there, even for a loopback request without proxy headers', async () => {
    await fetch(`${server.url}/nuxt/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.config.siteUrls.uk },
      body: JSON.stringify({ email: 'demo@northvale.test' }),
    });
    const outbox = await fetch(`${server.url}/dev/outbox/`);
    expect(outbox.status).toBe(404);
    expect(await outbox.text()).not.toContain('reset-password/?token=');
    expect((await fetch(`${server.url}/qa/replay/blog-list/`)).status).toBe(404);
    const preview = await fetch(`${server.url}/preview/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(preview.status).not.toBe(200);
  });
});
