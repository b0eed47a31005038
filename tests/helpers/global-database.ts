import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateAndSeed } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { SEEDERS } from '../../server/db/seeders.ts';
import type { Connection } from '../../server/db/database.ts';
import { DEMO_PASSWORD } from '../../server/cli/record-page.ts';
import { hashPassword, setPasswordHashCost } from '../../server/commerce/customer/passwords.ts';
import { connectAdmin, createPostgresDatabase, DRIVERS, SEEDED_PGLITE_ENV, SEEDED_TEMPLATE_ENV } from './test-database.ts';

/**
 * Once per run: migrate and seed one PGlite instance and one PostgreSQL database, then
 * let every test start from a copy (a PGlite tarball, a PostgreSQL template database).
 * Both are removed when the run ends; the tarball lives outside the work tree. The api and
 * e2e projects both name this set-up; in one run their set-ups share a process, so the
 * second finds the copies made.
 */
/** The demo customers' and staff's fixture hashes have the OWASP cost; test servers hash at the fast one (PASSWORD_HASH_COST), so their sign-ins do too. */
async function fastDemoPasswords(db: Connection): Promise<void> {
  setPasswordHashCost('fast');
  await db.query('update customers set password_hash = $1', [await hashPassword(DEMO_PASSWORD)]);
  await db.query('update staff set password_hash = $1', [await hashPassword(DEMO_PASSWORD)]);
}

/** Set to the pid of the process that has made the copies, so a second set-up in it does nothing. */
const SEEDED_FLAG = 'STOREFRONT_TEST_DATABASES_SEEDED';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[SEEDED_FLAG] === String(process.pid)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-test-'));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const lite = await openPglite(undefined);
    await migrateAndSeed(lite, SEEDERS);
    await fastDemoPasswords(lite);
    const dumpPath = join(dir, 'seeded-pglite.tar');
    writeFileSync(dumpPath, Buffer.from(await (await lite.dump()).arrayBuffer()));
    await lite.close();
    process.env[SEEDED_PGLITE_ENV] = dumpPath;

    if (DRIVERS.includes('postgres')) {
      const template = await createPostgresDatabase();
      const name = new URL(template.url).pathname.slice(1);
      cleanups.push(async () => {
        const admin = await connectAdmin();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const db = openPostgres(template.url, 1);
      await migrateAndSeed(db, SEEDERS);
      await fastDemoPasswords(db);
      await db.close();
      process.env[SEEDED_TEMPLATE_ENV] = name;
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env[SEEDED_FLAG] = String(process.pid);
  return teardown;
}
