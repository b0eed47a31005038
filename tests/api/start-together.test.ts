import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { migrationFiles } from '../../server/db/migrate.ts';
import { SEEDERS } from '../../server/db/seeders.ts';
import { serverProcesses } from '../helpers/server-process.ts';
import { createPostgresDatabase, POSTGRES_ADMIN_URL, SEEDED_TEMPLATE_ENV } from '../helpers/test-database.ts';

const { start, cleanups } = serverProcesses();

/** Row counts of every table in the public schema. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) counts[name] = Number((await client.query<{ n: string }>(`select count(*) as n from "${name}"`)).rows[0]?.n);
    return counts;
  } finally {
    await client.end();
  }
}

describe('three processes starting at once on an empty PostgreSQL database', () => {
  test('all come up and serve, with one copy of every migration, seed and row', { timeout: 240_000 }, async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const servers = await Promise.all([0, 1, 2].map(() => start({ DATABASE_URL: database.url })));
    await Promise.all(servers.map((server) => server.listening));

    const seededOnce = await rowCounts(database.url);
    expect(seededOnce['schema_migrations']).toBe(migrationFiles().length);
    expect(seededOnce['seed_runs']).toBe(SEEDERS.length);
    expect(seededOnce['cms_pages']).toBeGreaterThan(0);
    // The same counts as one process seeding alone (the suite's seeded template).
    const template = new URL(POSTGRES_ADMIN_URL);
    template.pathname = `/${process.env[SEEDED_TEMPLATE_ENV]}`;
    // Less the jobs table, which the running processes fill: one row per job, whoever claimed it first.
    const { jobs, ...seeded } = seededOnce;
    const { jobs: _templateJobs, ...alone } = await rowCounts(template.toString());
    expect(seeded).toEqual(alone);
    // The exchange-rate refresh and the back-in-stock alerts (email sending needs SMTP, unset here).
    expect(jobs).toBeLessThanOrEqual(2);

    const seeders = servers.flatMap((server) => server.lines.filter((line) => line['msg'] === 'database seeded'));
    expect(seeders, 'exactly one process seeded').toHaveLength(1);
    for (const server of servers) {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      const menu = (await (await fetch(`${server.url}/nuxt/api/header/main-menu`)).json()) as { mainMenuEntries: unknown[] };
      expect(menu.mainMenuEntries.length).toBeGreaterThan(0);
    }
  });
});

describe('a second process on the same PGlite data folder', () => {
  test('is refused at start with a message naming the folder and what to do, and the first keeps serving', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'one-owner-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await start({ DATA_DIR: dataDir });
    await first.listening;

    const second = await start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`The PGlite data folder ${dataDir} is already in use by process ${first.child.pid}.`);
    expect(second.stderr()).toContain('set DATABASE_URL to a PostgreSQL server to run several processes');
    expect(second.lines.map((line) => line['msg'])).not.toContain('storefront listening');

    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // Once the first has stopped, the folder is free again.
    const third = await start({ DATA_DIR: dataDir });
    await third.listening;
    expect((await fetch(`${third.url}/readyz`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });
});
