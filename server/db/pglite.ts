import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';

export interface PgliteDatabase extends Database {
  /** The whole data folder as a tarball, to start other instances from (tests). */
  dump(): Promise<Blob>;
}

/**
 * PostgreSQL's default shared buffers (128 MB) are held in the process's WebAssembly memory
 * beside the 128 MB it starts with; the demo's whole database is a few megabytes, and the
 * operating system caches the data folder's files anyway. 16 MB takes 140 MB off a store's
 * resident memory (bench/RESULTS.md). 8 MB would take 8 MB more, but at 50,000 products the
 * lister's p95 went from 10.0 to 17.7 ms and a category read cold from 395 to 623 ms
 * (`npm run bench -- catalog`, one run each way).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];
const START_PARAMS = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];

/**
 * PGlite makes a new data folder with a second PostgreSQL and initdb, each with WebAssembly memory
 * of its own, and the process keeps that memory until a full garbage collection, which a server
 * with a small heap may not run for hours: a demo store's first start held 758 MB once listening,
 * every later start about 270 MB. So a new folder is made by a short-lived node process of its
 * own, and this one opens the folder it left. Running `import()` of PGlite's own entry, it needs
 * no code of ours.
 */
const MAKE_DATA_DIR = `const [entry, dataDir, ...startParams] = process.argv.slice(1);
const { PGlite } = await import(entry);
await (await PGlite.create(dataDir, { startParams })).close();`;

async function makeDataDir(dataDir: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '--eval',
      MAKE_DATA_DIR,
      import.meta.resolve('@electric-sql/pglite'),
      dataDir,
      ...START_PARAMS,
    ]);
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`PGlite could not make the data folder ${dataDir}: ${stderr?.trim() || (error as Error).message}`);
  }
}

/**
 * Embedded PostgreSQL in a data folder (or in memory when `dataDir` is undefined).
 * `relaxedDurability` stays off so each top-level statement is synced before it
 * resolves, and `transaction()` syncs after COMMIT itself, which PGlite skips
 * (electric-sql/pglite issue 1065). A data folder is held by one process at a time
 * (`lockDataDir`): a second process opening it is refused rather than left to lose writes.
 * pg_trgm (trigram similarity, for search) is loaded into every instance; migration 0170 creates it.
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PgliteDatabase> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    if (dataDir && !loadDataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await makeDataDir(dataDir);
    pg = await PGlite.create(dataDir, {
      relaxedDurability: false,
      extensions: { pg_trgm },
      startParams: START_PARAMS,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }

  const asQueryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });

  const db: PgliteDatabase = {
    driver: 'pglite',
    ...asQueryable(pg),
    async transaction(work) {
      const result = await pg.transaction((tx) => work(asQueryable(tx)));
      await pg.syncToFs();
      return result;
    },
    async withLock(key, work) {
      // One connection serves the whole process (the data folder lock keeps other processes out).
      await pg.query('select pg_advisory_lock($1)', [key]);
      try {
        return await work(db);
      } finally {
        await pg.query('select pg_advisory_unlock($1)', [key]);
      }
    },
    async listen(channel, heard) {
      const stop = await pg.listen(channel, heard);
      return async () => {
        if (!pg.closed) await stop();
      };
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
      unlock();
    },
    dump: () => pg.dumpDataDir('none'),
  };
  return db;
}
