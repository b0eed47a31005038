import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { serverProcesses } from '../helpers/server-process.ts';
import { Shopper } from '../helpers/shopper.ts';
import { liveEnv, localParties as startLocalParties, PRODUCTION } from '../helpers/production-env.ts';
import { migrateAndSeed } from '../../server/db/migrate.ts';
import { seedersFor } from '../../server/db/seeders.ts';
import { createPostgresDatabase, DRIVERS, openTestDatabase } from '../helpers/test-database.ts';

const { start, cleanups } = serverProcesses();

async function localParties() {
  const local = await startLocalParties();
  cleanups.push(local.close);
  return local;
}

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
  } finally {
    await client.end();
  }
}

describe('a production deployment against an empty PostgreSQL database', () => {
  test('with the sandboxes it refuses to start, naming each of them in one message', { timeout: 60_000 }, async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const server = await start({ ...PRODUCTION, DATABASE_URL: database.url });
    expect(await server.exited).toBe(1);
    const message = server.stderr();
    // Every sandbox on a line of its own (server/config.test.ts checks the full list of keys).
    const sandboxes = [...message.matchAll(/- ([A-Z_]+): is the local sandbox/g)].map((match) => match[1]);
    expect(sandboxes).toHaveLength(7);
    expect(sandboxes).toContain('PAYMENT_PROVIDER');
    expect(sandboxes).toContain('ESW_PROVIDER');
    expect(message).toContain('ESW_WEBHOOK_SECRET: is the public sandbox secret');
    expect(message).toContain('TRUST_PROXY: must be set');
    // Refused before touching the database.
    await expect(count(database.url, 'customers')).rejects.toThrow(/does not exist/);
  });

  test('with its providers configured it starts, seeds the catalogue when asked, and has no demo customer', { timeout: 120_000 }, async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const local = await localParties();
    const server = await start({ ...liveEnv(local.url), DATABASE_URL: database.url, SEED_CATALOGUE: 'true' });
    await server.listening;
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    expect(await count(database.url, 'customers')).toBe(0);
    expect(await count(database.url, 'orders')).toBe(0);
    expect(await count(database.url, 'coupons')).toBe(0);
    expect(await count(database.url, 'cms_pages')).toBeGreaterThan(0);
    expect(await count(database.url, 'catalog_products')).toBeGreaterThan(0);

    const login = await new Shopper(server.url).login('demo@northvale.test', 'Northvale-demo-1');
    expect(login.status).toBe(401);
    expect((await fetch(`${server.url}/dev/outbox/`)).status).toBe(404);
  });

  test('without SEED_CATALOGUE it seeds nothing at all', { timeout: 120_000 }, async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const server = await start({ ...liveEnv((await localParties()).url), DATABASE_URL: database.url });
    await server.listening;
    expect(await count(database.url, 'seed_runs')).toBe(0);
    expect(await count(database.url, 'catalog_products')).toBe(0);
    expect(await count(database.url, 'customers')).toBe(0);
  });
});

describe.each(DRIVERS)('production catalogue seeding on %s', (driver) => {
  const catalogue = seedersFor({ production: true, seedCatalogue: true });

  test('seeds an empty database once', { timeout: 60_000 }, async () => {
    const { db, drop } = await openTestDatabase(driver, { seeded: false });
    cleanups.push(drop);
    const first = await migrateAndSeed(db, catalogue, { onlyIntoEmpty: true });
    expect(first).toMatchObject({ seeded: ['content', 'countries', 'blog', 'catalog', 'cart'], refused: false });
    expect(await migrateAndSeed(db, catalogue, { onlyIntoEmpty: true })).toMatchObject({ seeded: [], refused: false });
  });

  test('leaves a database that already holds customers it was not seeded with as it is', { timeout: 60_000 }, async () => {
    const { db, drop } = await openTestDatabase(driver, { seeded: false });
    cleanups.push(drop);
    await db.query("insert into customers (email, first_name, last_name, password_hash) values ('a@northvale.test', 'A', 'Rider', 'x')");
    expect(await migrateAndSeed(db, catalogue, { onlyIntoEmpty: true })).toMatchObject({ seeded: [], refused: true });
    expect(await db.query('select 1 from catalog_products')).toEqual([]);
  });
});
