import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { type PaymentSandbox, startPaymentSandbox } from '../../server/sandbox/payment-sandbox.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/** Two app servers, each with its own connection pool, on one PostgreSQL database: a load balancer's view. */
describe('two app processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  const pools: Database[] = [];
  const servers: Server[] = [];
  const urls: string[] = [];
  let payments: PaymentSandbox | undefined;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const started = await startPaymentSandbox(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', TRUST_PROXY: 'loopback' }));
    const config = started.config;
    payments = started.sandbox;
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase({ databaseUrl: database.url });
      pools.push(db);
      const app = createApp({ config, db, log: createLogger('silent') });
      const server: Server = await new Promise((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      servers.push(server);
      urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    await payments?.double.close();
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    for (const pool of pools) await pool.close();
    await database?.drop();
  });

  const on = (shopper: Shopper, index: number) => {
    shopper.baseUrl = urls[index]!;
    return shopper;
  };

  test('a token issued by one server is honoured by the other', async () => {
    const shopper = new Shopper(urls[0]!, uniqueAddress());
    const { email } = await shopper.register();
    const res = await on(shopper, 1).request('/nuxt/api/auth/customer');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ customer: { email } });
    await on(shopper, 1).addUkAddress(email);
    expect(await (await on(shopper, 0).request('/nuxt/api/auth/customer')).json()).toMatchObject({ customer: { addresses: [{ city: 'Leeds' }] } });
  });

  test('logging out on one server kills the token on the other', async () => {
    const shopper = new Shopper(urls[1]!, uniqueAddress());
    await shopper.login('demo@northvale.test', 'Northvale-demo-1');
    const cookies = shopper.cookieHeader();
    await on(shopper, 0).request('/nuxt/api/auth/logout');
    const res = await fetch(`${urls[1]}/nuxt/api/auth/customer`, { headers: { cookie: cookies } });
    expect(res.status).toBe(401);
  });

  test('a token renewed on one server works on the other', async () => {
    const shopper = new Shopper(urls[0]!, uniqueAddress());
    await shopper.register();
    await pools[0]!.query(`update customer_access_tokens set expires_at = now() - interval '1 second'`);
    shopper.cookies.set('customer_token_expiry', '0');
    await on(shopper, 0).request('/delivery/');
    expect((await on(shopper, 1).request('/nuxt/api/auth/customer')).status).toBe(200);
  });

  test('both servers count against the same rate limit', async () => {
    const forged = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await new Shopper(urls[i % 2]!, forged).post('/nuxt/api/auth/reset-password', { email: `x${i}@example.test` })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  test('a guest cart made on one server is changed on the other, and parallel adds on both all count', async () => {
    const shopper = new Shopper(urls[0]!, uniqueAddress());
    const created = (await (await shopper.request('/nuxt/api/cart/create-guest')).json()) as { createEmptyCart: string };
    const add = (index: number) => {
      const twin = new Shopper(urls[index]!, shopper.forwardedFor);
      for (const [name, value] of shopper.cookies) twin.cookies.set(name, value);
      return twin.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: 'NV-1054', quantity: 1 }] });
    };
    const answers = await Promise.all([add(0), add(1), add(0), add(1)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const fetched = (await (await on(shopper, 1).request('/nuxt/api/cart/fetch-cart')).json()) as { cart: { id: string; items: { quantity: number }[] } };
    expect(fetched.cart.id).toBe(created.createEmptyCart);
    expect(fetched.cart.items).toEqual([expect.objectContaining({ quantity: 4 })]);
  });
});
