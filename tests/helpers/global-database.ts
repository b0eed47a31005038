import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrateAndSeed } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { SEEDERS } from '../../server/db/seeders.ts';
import { createPostgresDatabase, POSTGRES_ADMIN_URL, SEEDED_PGLITE_ENV, SEEDED_TEMPLATE_ENV } from './test-database.ts';

/**
 * Once per run: migrate and seed one PGlite instance and one PostgreSQL database, then
 * let every test start from a copy (a PGlite tarball, a PostgreSQL template database).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = join(process.cwd(), 'test-results');
  mkdirSync(dir, { recursive: true });

  const lite = await openPglite(undefined);
  await migrateAndSeed(lite, SEEDERS);
  const dumpPath = join(dir, `seeded-pglite-${process.pid}.tar`);
  writeFileSync(dumpPath, Buffer.from(await (await lite.dump()).arrayBuffer()));
  await lite.close();
  process.env[SEEDED_PGLITE_ENV] = dumpPath;

  const template = await createPostgresDatabase();
  const db = openPostgres(template.url, 1);
  await migrateAndSeed(db, SEEDERS);
  await db.close();
  const name = new URL(template.url).pathname.slice(1);
  process.env[SEEDED_TEMPLATE_ENV] = name;

  return async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
