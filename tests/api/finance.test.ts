import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PageTree, V12Product } from '../../schemas/generated/index.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const pageTree = async (server: TestServer, path: string, cookie = '') => {
  const res = await fetch(`${server.url}${path}`, { headers: { Accept: 'application/json', cookie } });
  return { res, tree: (await res.json()) as PageTree };
};

const calculatorIn = (tree: PageTree) => JSON.stringify(tree.root).includes('"type":"finance-calculator"');

describe.each(DRIVERS)('finance calls (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  test('v12-products lists the provider’s products with the fields the calculator reads, cacheable for a while', async () => {
    const res = await fetch(`${server.url}/nuxt/api/finance/v12-products`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await res.json()) as { v12Products: V12Product[]; error?: string };
    expect(body.error).toBeUndefined();
    expect(body.v12Products.length).toBeGreaterThanOrEqual(6);
    for (const product of body.v12Products) {
      expect(Object.keys(product)).toEqual(expect.arrayContaining(['product_id', 'rb_min_loan', 'rb_max_loan', 'months', 'apr']));
      expect(product.rb_min_loan).toBeLessThanOrEqual(product.rb_max_loan);
    }
    expect(body.v12Products.find((p) => p.months === 48)).toMatchObject({ apr: 9.9, product_type: 'classic' });
  });

  test('v12-deposits lists the deposits from 0 % to 50 %', async () => {
    const res = await fetch(`${server.url}/nuxt/api/finance/v12-deposits`);
    expect(res.status).toBe(200);
    const { v12Deposits } = (await res.json()) as { v12Deposits: { percentage: number }[] };
    expect(v12Deposits.at(0)?.percentage).toBe(0);
    expect(v12Deposits.at(-1)?.percentage).toBe(50);
  });

  test('the finance page carries the finance flag and help centre, and its calculator, in both languages', async () => {
    const { res, tree } = await pageTree(server, '/finance/', 'location=GB');
    expect(res.status).toBe(200);
    expect(tree.shell?.finance).toEqual({ enabled: true, helpCentreUrl: '/contact/' });
    expect(tree.shell?.location?.code).toBe('GB');
    expect(calculatorIn(tree)).toBe(true);
    expect(calculatorIn((await pageTree(server, '/de/finance/', 'location=GB')).tree)).toBe(true);
  });

  test('the HTML of a UK page shows the calculator waiting for its data; a German shopper’s page has none', async () => {
    const uk = await (await fetch(`${server.url}/finance/`, { headers: { cookie: 'location=GB' } })).text();
    expect(uk).toContain('class="finance-calculator"');
    expect(uk).toContain('Loading finance options');
    const de = await (await fetch(`${server.url}/finance/`, { headers: { cookie: 'location=DE' } })).text();
    expect(de).not.toContain('class="finance-calculator"');
  });
});

describe.each(DRIVERS)('finance with the provider down (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { FINANCE_SANDBOX_FAIL: 'true' } });
  });
  afterAll(async () => server?.close());

  test('both calls answer 503 with an error field and are not cached, and the failure is logged', async () => {
    for (const call of ['v12-products', 'v12-deposits']) {
      const res = await fetch(`${server.url}/nuxt/api/finance/${call}`);
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as Record<string, unknown>;
      expect(body['error']).toBe('Finance options are unavailable at the moment. Please try again later.');
      expect(body).not.toHaveProperty('v12Products');
      expect(body).not.toHaveProperty('v12Deposits');
    }
    expect(server.logs.some((line) => line['msg'] === 'finance provider failed')).toBe(true);
  });

  test('the finance page still answers 200 and renders whole, the calculator waiting for data it will not get', async () => {
    const res = await fetch(`${server.url}/finance/`, { headers: { cookie: 'location=GB' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('class="finance-calculator"');
    expect(html).toContain('Finance questions');
  });
});

describe.each(DRIVERS)('finance switched off (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { FINANCE_ENABLED: 'false' } });
  });
  afterAll(async () => server?.close());

  test('pages carry the flag off, so a UK shopper sees no calculator', async () => {
    const { tree } = await pageTree(server, '/finance/', 'location=GB');
    expect(tree.shell?.finance?.enabled).toBe(false);
    const html = await (await fetch(`${server.url}/finance/`, { headers: { cookie: 'location=GB' } })).text();
    expect(html).not.toContain('class="finance-calculator"');
  });
});
