import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate, migrationFiles } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { type PaymentSandbox, startPaymentSandbox } from '../../server/sandbox/payment-sandbox.ts';
import { DRIVERS, type Driver, POSTGRES_ADMIN_URL } from '../helpers/test-database.ts';

/** A database nothing has been applied to yet; the test helper's databases come migrated. */
async function emptyDatabase(driver: Driver): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const db = await openDatabase({ dataDir: 'memory://' });
    return { db, drop: () => db.close() };
  }
  const name = `storefront_ready_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

describe.each(DRIVERS)('readiness (%s)', (driver) => {
  let database: { db: Database; drop: () => Promise<void> };
  let server: Server;
  let url: string;
  let payments: PaymentSandbox | undefined;
  beforeAll(async () => {
    database = await emptyDatabase(driver);
    const { config, sandbox } = await startPaymentSandbox(loadConfig({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent' }));
    payments = sandbox;
    const app = createApp({ config, db: database.db, log: createLogger('silent') });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await payments?.double.close();
    await database?.drop();
  });

  test('/readyz answers 503 listing pending migrations until they are applied, then 200', async () => {
    const before = await fetch(`${url}/readyz`);
    expect(before.status).toBe(503);
    expect(await before.json()).toEqual({ status: 'not ready', database: 'reachable', pendingMigrations: migrationFiles() });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    await migrate(database.db);
    const after = await fetch(`${url}/readyz`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 'ready', database: 'reachable', pendingMigrations: [] });
  });
});
