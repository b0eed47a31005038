import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, type AppDeps } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { createLogger } from '../../server/lib/logger.ts';
import type { StoreChanges } from '../../server/db/store-changes.ts';
import { type PaymentSandbox, startPaymentSandbox } from '../../server/sandbox/payment-sandbox.ts';
import { signInStaff, type StudioClient } from './studio.ts';
import { type Driver, openTestDatabase, type TestDatabase } from './test-database.ts';

/** App deps for tests that read pages' HTML and need no client build: the document names these files. */
export const NAMED_ASSETS = { assets: () => ({ js: 'assets/app.js', boot: 'assets/boot.js', css: 'assets/app.css' }) };

export interface TestServer {
  url: string;
  database: TestDatabase;
  config: Config;
  /** The local Stripe double the server pays through (PAYMENT_PROVIDER=sandbox, the default). */
  payments: PaymentSandbox | undefined;
  /** Log lines the server wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  driver?: Driver;
  env?: Record<string, string>;
  /** The port to listen on; 0 (the default) takes any free one. */
  port?: number;
  /** App dependencies, or a function making them from the test database and the server's config. */
  deps?: Partial<AppDeps> | ((db: TestDatabase['db'], config: Config) => Partial<AppDeps>);
}

/** A POST of JSON to one of the shop's calls (`/nuxt/api…`), answered as status and parsed body. */
export async function postToApi(server: Pick<TestServer, 'url'>, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.url}/nuxt/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * A server on `driver` that trusts the loopback proxy (so a test may give each visitor an address
 * of its own in `X-Forwarded-For`), with a member of staff signed in to the studio.
 */
export async function startStoreWithStaff(driver: Driver, email: string): Promise<{ server: TestServer; staff: StudioClient }> {
  const server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  return { server, staff: await signInStaff(server.url, email) };
}

/** A real server on a free port over a fresh database. */
export async function startTestServer({ driver = 'pglite', env = {}, deps = {}, port: wanted = 0 }: TestServerOptions = {}): Promise<TestServer> {
  const { config, sandbox } = await startPaymentSandbox(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', PORT: '0', PASSWORD_HASH_COST: 'fast', ...env }));
  const logs: Record<string, unknown>[] = [];
  const log = createLogger(config.logLevel, {}, (line) => {
    logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  const database = await openTestDatabase(driver);
  const app = createApp({ config, db: database.db, log, ...(typeof deps === 'function' ? deps(database.db, config) : deps) });
  // Pages are kept only once the app hears store changes: a test starts from that state.
  await (app.locals['storeChanges'] as StoreChanges).started;
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(wanted, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  sandbox?.deliverTo(url);
  return {
    url,
    database,
    config,
    payments: sandbox,
    logs,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await sandbox?.double.settled();
      await sandbox?.double.close();
      await database.drop();
    },
  };
}
