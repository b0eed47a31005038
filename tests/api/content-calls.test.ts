import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe.each(DRIVERS)('content calls (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}/nuxt/api${path}`, init);

  test('the routing lookup answers getUrlInfo for a content page', async () => {
    const res = await api('/routing/main?urlKey=delivery');
    expect(await res.json()).toEqual({ getUrlInfo: { redirect_url: null, page_status: null, page_type: 'cms-page' } });
  });

  test('the routing lookup answers 301 with redirect_url for a moved page', async () => {
    const res = await api('/routing/main?urlKey=delivery-information');
    expect(await res.json()).toEqual({ getUrlInfo: { redirect_url: 'delivery', page_status: '301', page_type: null } });
  });

  test('the routing lookup answers 404 for an unknown key', async () => {
    const res = await api('/routing/main?urlKey=unicycles');
    expect((await res.json()) as unknown).toEqual({ getUrlInfo: { redirect_url: null, page_status: '404', page_type: null } });
  });

  test('the routing lookup without urlKey is a 400 naming the field', async () => {
    const res = await api('/routing/main');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'urlKey' }] });
  });

  test('menus come as id, level, lft and parent', async () => {
    const main = (await (await api('/header/main-menu')).json()) as { mainMenuEntries: { id: string; level: number; lft: number; parent: unknown }[] };
    const bikes = main.mainMenuEntries.find((e) => e.id === 'bikes-road');
    expect(bikes).toMatchObject({ level: 2, parent: { id: 'bikes' } });
    const level1 = (await (await api('/header/main-menu-level-1')).json()) as { mainMenuEntries: { level: number }[] };
    expect(level1.mainMenuEntries.every((e) => e.level === 1)).toBe(true);
    const footer = (await (await api('/footer/footer-menu')).json()) as { footerMenuEntries: unknown[] };
    expect(footer.footerMenuEntries.length).toBeGreaterThan(5);
  });

  test('malformed JSON is a 400 and an oversized body a 413, both with a message', async () => {
    const bad = await api('/routing/main', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"urlKey": ' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'The request body is not valid JSON.' });
    const big = await api('/routing/main', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(200_000) }),
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toMatch(/too large/);
  });

  test('an unknown call is a 404 naming it', async () => {
    const res = await api('/no/such/call');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'No API call GET /nuxt/api/no/such/call' });
  });
});
