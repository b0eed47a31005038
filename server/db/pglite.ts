import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

export interface PgliteDatabase extends Database {
  /** The whole data folder as a tarball, to start other instances from (tests). */
  dump(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL in a data folder (or in memory when `dataDir` is undefined).
 * `relaxedDurability` stays off so each top-level statement is synced before it
 * resolves, and `transaction()` syncs after COMMIT itself, which PGlite skips
 * (electric-sql/pglite issue 1065).
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PgliteDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { relaxedDurability: false, ...(loadDataDir ? { loadDataDir } : {}) });

  const asQueryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });

  return {
    driver: 'pglite',
    ...asQueryable(pg),
    async transaction(work) {
      const result = await pg.transaction((tx) => work(asQueryable(tx)));
      await pg.syncToFs();
      return result;
    },
    async ping() {
      try {
        await pg.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
    dump: () => pg.dumpDataDir('none'),
  };
}
