import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('server renders kept for identical pages', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the same page for a visitor holding a cart is kept from its second render and answered byte for byte alike', async () => {
    // A cart makes the answer private, so it is not kept whole (kept-pages.test.ts) and the render is what is kept.
    const headers = { cookie: 'cart_id=render-cache-test' };
    const first = await fetch(`${server.url}/warranty/`, { headers });
    const second = await fetch(`${server.url}/warranty/`, { headers });
    const third = await fetch(`${server.url}/warranty/`, { headers });
    expect(first.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d)?$/);
    expect(second.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d)?$/);
    expect(third.headers.get('server-timing')).toBe('render;desc="cached";dur=0');
    expect(await third.text()).toBe(await first.text());
  });

  test('a page whose tree differs (another country) is rendered anew', async () => {
    await fetch(`${server.url}/jobs/`);
    const abroad = await fetch(`${server.url}/jobs/?country=DE`);
    expect(abroad.headers.get('server-timing')).toMatch(/^render;dur=/);
    expect(await abroad.text()).toContain('"code":"DE"');
  });

  test('a signed-in customer’s pages are rendered every time and never kept', async () => {
    const customer = new Shopper(server.url, uniqueAddress());
    await customer.register();
    for (let i = 0; i < 2; i += 1) {
      const res = await customer.request('/terms-conditions/');
      expect(res.status).toBe(200);
      expect(res.headers.get('server-timing')).toMatch(/^render;dur=/);
    }
  });
});
