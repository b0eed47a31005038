import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Database } from '../../server/db/database.ts';
import { migrate, migrateAndSeed } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { SEEDERS } from '../../server/db/seeders.ts';
import { perWorker } from './per-worker.ts';
import { postgresProblem } from './postgres-check.ts';

export type Driver = 'pglite' | 'postgres';

/**
 * The drivers every database test runs against: both, unless `npm test` found no usable
 * PostgreSQL server and set `STOREFRONT_TEST_DRIVERS=pglite` (the run then counts that as a failure).
 */
export const DRIVERS_ENV = 'STOREFRONT_TEST_DRIVERS';
export const DRIVERS: Driver[] = process.env[DRIVERS_ENV] === 'pglite' ? ['pglite'] : ['pglite', 'postgres'];

/** The role and database `.ci/run --prepare` creates; TEST_POSTGRES_URL names another server. */
export const DEFAULT_TEST_POSTGRES_URL = 'postgres://storefront_test:storefront_test@127.0.0.1:5432/test';

/** The local server; each test database is a fresh database created on it and dropped afterwards. */
export const POSTGRES_ADMIN_URL = process.env['TEST_POSTGRES_URL'] ?? DEFAULT_TEST_POSTGRES_URL;

/** Connects to the test server, or fails with one line saying what is missing and how to provide it. */
export async function connectAdmin(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
    return admin;
  } catch (error) {
    throw new Error((await postgresProblem(POSTGRES_ADMIN_URL)) ?? String(error));
  }
}

export interface TestDatabase {
  db: Database;
  driver: Driver;
  /** Connection string of the fresh PostgreSQL database (postgres driver only). */
  url?: string;
  drop(): Promise<void>;
}

/** Set by the global setup: a seeded PGlite tarball and a seeded PostgreSQL template database. */
export const SEEDED_PGLITE_ENV = 'STOREFRONT_TEST_PGLITE_DUMP';
export const SEEDED_TEMPLATE_ENV = 'STOREFRONT_TEST_PG_TEMPLATE';

export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `storefront_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await connectAdmin();
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      break;
    } catch (error) {
      // Two files copying one template at the same moment: PostgreSQL asks the second to wait.
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = await connectAdmin();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The seeded tarball as PGlite reads it: the bytes are read once per worker thread and handed
 * over as they are. A Blob of the file's 46 MB cost each database about 0.1 s of CPU more, read
 * back chunk by chunk.
 */
class DumpBlob extends Blob {
  constructor(private readonly tar: Uint8Array) {
    super([]);
  }

  override get size(): number {
    return this.tar.byteLength;
  }

  // PGlite only reads the bytes: each database gets a copy all the same, as a Blob would give it.
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.tar.slice().buffer;
  }
}

/** The tarballs' bytes, read once per worker. */
const dumps = perWorker('seeded-dumps', () => new Map<string, Uint8Array>());

async function seededDump(path: string): Promise<Blob> {
  let bytes = dumps.get(path);
  if (!bytes) {
    bytes = new Uint8Array(await readFile(path));
    dumps.set(path, bytes);
  }
  return new DumpBlob(bytes);
}

/** A migrated (and by default seeded) database of its own for one test file. */
export async function openTestDatabase(driver: Driver, options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const seeded = options.seeded !== false;
  const dump = process.env[SEEDED_PGLITE_ENV];
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (driver === 'pglite' && seeded && dump) {
    const db = await openPglite(undefined, await seededDump(dump));
    return { db, driver, drop: () => db.close() };
  }
  let url: string | undefined;
  let dropDatabase: () => Promise<unknown> = async () => undefined;
  if (driver === 'postgres') {
    const created = await createPostgresDatabase(seeded ? template : undefined);
    url = created.url;
    dropDatabase = created.drop;
  }
  const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  if (seeded) await migrateAndSeed(db, SEEDERS);
  else await migrate(db);
  return {
    db,
    driver,
    ...(url ? { url } : {}),
    drop: async () => {
      await db.close();
      await dropDatabase();
    },
  };
}
