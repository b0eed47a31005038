import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openPglite } from '../../server/db/pglite.ts';

/** Anonymous memory of this process in MB: what PGlite's WebAssembly memory adds to. */
function anonymousMb(): number {
  return Number(/^Anonymous:\s+(\d+) kB/m.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'))?.[1]) / 1024;
}

test('a new data folder is made by a process of its own: opening it costs this process what opening a made one does', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pglite-new-'));
  try {
    const before = anonymousMb();
    const db = await openPglite(dataDir);
    const grown = anonymousMb() - before;
    expect((await db.query<{ answer: number }>('select 41 + 1 as answer'))[0]?.answer).toBe(42);
    await db.close();
    // Made in this process, the folder's second PostgreSQL and initdb left 370-380 MB here until
    // a full collection; made by a process of its own, opening it grows this one by about 65 MB.
    expect(grown, `${Math.round(grown)} MB`).toBeLessThan(200);
    const again = await openPglite(dataDir);
    expect((await again.query<{ n: number }>('select count(*)::int as n from pg_database'))[0]?.n).toBeGreaterThan(0);
    await again.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
