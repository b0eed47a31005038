import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, type AppDeps } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { type Driver, openTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer {
  url: string;
  database: TestDatabase;
  config: Config;
  /** Log lines the server wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  driver?: Driver;
  env?: Record<string, string>;
  /** The port to listen on; 0 (the default) takes any free one. */
  port?: number;
  /** App dependencies, or a function making them from the test database. */
  deps?: Partial<AppDeps> | ((db: TestDatabase['db']) => Partial<AppDeps>);
}

/** A real server on a free port over a fresh database. */
export async function startTestServer({ driver = 'pglite', env = {}, deps = {}, port: wanted = 0 }: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', PORT: '0', PASSWORD_HASH_COST: 'fast', ...env });
  const logs: Record<string, unknown>[] = [];
  const log = createLogger(config.logLevel, {}, (line) => {
    logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  const database = await openTestDatabase(driver);
  const app = createApp({ config, db: database.db, log, ...(typeof deps === 'function' ? deps(database.db) : deps) });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(wanted, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    config,
    logs,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.drop();
    },
  };
}
