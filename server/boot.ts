import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { seed } from './db/seed.ts';
import { SEEDERS } from './db/seeders.ts';
import type { Logger } from './lib/logger.ts';
import { schemaRegistry } from '../schemas/registry.ts';

/** Opens the database, applies migrations and seeds an empty database from `fixtures/`. */
export async function prepareDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log: Logger): Promise<Database> {
  schemaRegistry().compileAll();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length) log.info('migrations applied', { applied });
  const seeded = await seed(db, SEEDERS);
  if (seeded.length) log.info('database seeded', { seeded });
  return db;
}
