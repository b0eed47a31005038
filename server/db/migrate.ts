import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connection, Database } from './database.ts';
import { type Seeder, seed } from './seed.ts';

/** Found from the project's root (the working folder of every script), so the bundled server finds it too. */
const MIGRATIONS_DIR = join(process.cwd(), 'server', 'db', 'migrations');
/** Serialises migrations and seeding when several app processes start against one server. */
export const SCHEMA_LOCK = 4_211_871;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(name))
    .sort();
}

/** Applies every SQL file in `migrations/` not applied yet, under the schema lock. */
export function migrate(db: Database): Promise<string[]> {
  return db.withLock(SCHEMA_LOCK, applyMigrations);
}

/**
 * Migrates, then runs the seeders not run yet, all under one schema lock on one
 * connection: processes starting together wait for the first, then find everything done.
 * With `onlyIntoEmpty`, a database never seeded that already holds a catalogue, pages or
 * customers (loaded some other way) is left as it is: `seeded` is empty and `refused` true.
 */
export function migrateAndSeed(
  db: Database,
  seeders: readonly Seeder[],
  options: { onlyIntoEmpty?: boolean } = {},
): Promise<{ applied: string[]; seeded: string[]; refused: boolean }> {
  return db.withLock(SCHEMA_LOCK, async (conn) => {
    const applied = await applyMigrations(conn);
    if (options.onlyIntoEmpty && seeders.length && (await holdsUnseededData(conn))) return { applied, seeded: [], refused: true };
    const seeded = await seed(conn, seeders);
    return { applied, seeded, refused: false };
  });
}

/** Nothing was ever seeded, yet the store has a catalogue, pages or customers. */
async function holdsUnseededData(conn: Connection): Promise<boolean> {
  const [row] = await conn.query<{ held: boolean }>(
    `select not exists (select 1 from seed_runs)
        and (exists (select 1 from catalog_products) or exists (select 1 from cms_pages) or exists (select 1 from customers)) as held`,
  );
  return row?.held === true;
}

/** Each migration in its own transaction; the caller holds the schema lock. */
async function applyMigrations(conn: Connection): Promise<string[]> {
  await conn.query('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const done = new Set((await conn.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name));
  const applied: string[] = [];
  for (const name of migrationFiles()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    await conn.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}

export async function pendingMigrations(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>('select name from schema_migrations').catch(() => [] as { name: string }[]);
  const done = new Set(rows.map((row) => row.name));
  return migrationFiles().filter((name) => !done.has(name));
}

/**
 * Splits a migration into statements for drivers that take one statement per
 * extended-protocol query. Statements end with `;` at the end of a line; dollar-quoted
 * bodies (`$$ ... $$`) are kept whole.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (!inDollar && /^\s*--/.test(line)) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
