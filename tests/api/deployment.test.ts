import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { liveEnv, localParties } from '../helpers/production-env.ts';
import { type ReverseProxy, requestFrom, startReverseProxy } from '../helpers/reverse-proxy.ts';
import { type ServerProcess, serverProcesses } from '../helpers/server-process.ts';
import { createPostgresDatabase } from '../helpers/test-database.ts';

const { start, cleanups } = serverProcesses();

/** The proxy's own address toward the apps: the only one `TRUST_PROXY` names. */
const PROXY_ADDRESS = '127.0.0.2';

/**
 * `compose.yaml` without containers: PostgreSQL, two app processes in the production
 * configuration, and a reverse proxy that is their only trusted forwarder.
 */
describe('the deployment: two app processes on one PostgreSQL behind a reverse proxy', () => {
  let env: Record<string, string>;
  let proxy: ReverseProxy;
  const apps: ServerProcess[] = [];

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const local = await localParties();
    cleanups.push(local.close);
    env = { ...liveEnv(local.url), DATABASE_URL: database.url, SEED_CATALOGUE: 'true', TRUST_PROXY: PROXY_ADDRESS };
    apps.push(...(await Promise.all([start(env), start(env)])));
    await Promise.all(apps.map((app) => app.listening));
    proxy = await startReverseProxy(
      apps.map((app) => app.url),
      PROXY_ADDRESS,
    );
  }, 180_000);
  afterAll(() => proxy?.close());

  test('the proxy spreads the shoppers over both processes', async () => {
    for (let i = 0; i < 6; i++) expect((await requestFrom('127.0.0.1', `${proxy.url}/delivery/`)).status).toBe(200);
    expect([...proxy.answered.values()]).toEqual([3, 3]);
  });

  test('the apps tell shoppers behind the proxy apart, and believe no forwarded address from anyone else', async () => {
    const resetFrom = (client: string, via: string, headers: Record<string, string> = {}, n = 0) =>
      requestFrom(client, `${via}/nuxt/api/auth/reset-password`, { method: 'POST', headers, json: { email: `rider-${client}-${n}@example.test` } });
    // One shopper, over both processes: the shared limit of 10 an hour.
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push((await resetFrom('127.0.0.3', proxy.url, {}, n)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // Another shopper behind the same proxy is not held back by the first.
    expect((await resetFrom('127.0.0.4', proxy.url)).status).toBe(200);
    // A forged header through the proxy is replaced by the shopper's own address...
    expect((await resetFrom('127.0.0.4', proxy.url, { 'x-forwarded-for': '127.0.0.3' }, 1)).status).toBe(200);
    // ...and a caller reaching a process directly is not believed either: it is itself, not the limited shopper.
    expect((await resetFrom('127.0.0.5', apps[0]!.url, { 'x-forwarded-for': '127.0.0.3' })).status).toBe(200);
  });

  test('a rolling restart, one process after the other, loses no request', { timeout: 240_000 }, async () => {
    const statuses: number[] = [];
    let restarting = true;
    const shopping = (async () => {
      while (restarting) statuses.push((await requestFrom('127.0.0.1', `${proxy.url}/delivery/`)).status);
    })();
    for (const index of [0, 1]) {
      const old = apps[index]!;
      old.child.kill('SIGTERM');
      expect(await old.exited).toBe(0);
      const port = new URL(old.url).port;
      apps[index] = await start({ ...env, PORT: port });
      await apps[index].listening;
      const served = statuses.length;
      while (statuses.length < served + 4) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    restarting = false;
    await shopping;
    expect(statuses.length).toBeGreaterThan(8);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(proxy.failed).toBe(0);
  });
});
