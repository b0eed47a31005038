import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
}

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir === 'memory://' ? undefined : dataDir);
}
