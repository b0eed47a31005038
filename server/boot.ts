import type { Config } from './config.ts';
import { isProductionDeployment } from './production-ready.ts';
import type { Database } from './db/database.ts';
import { migrateAndSeed } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { seedersFor } from './db/seeders.ts';
import { ensureAdmin } from './commerce/staff/staff.ts';
import type { Logger } from './lib/logger.ts';
import { schemaRegistry } from '../schemas/registry.ts';

/**
 * Opens the database, applies migrations and seeds it from `fixtures/` (what `seedersFor` allows),
 * both under one lock so several processes can start at once on one PostgreSQL database.
 */
export async function prepareDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'nodeEnv' | 'demo' | 'seedCatalogue' | 'staffAdmin'>,
  log: Logger,
): Promise<Database> {
  schemaRegistry().checkAll();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const production = isProductionDeployment(config);
  const { applied, seeded, refused } = await migrateAndSeed(db, seedersFor({ production, seedCatalogue: config.seedCatalogue }), { onlyIntoEmpty: production });
  if (applied.length) log.info('migrations applied', { applied });
  if (seeded.length) log.info('database seeded', { seeded });
  if (refused) log.warn('SEED_CATALOGUE ignored: the database already holds a catalogue, pages or customers it was not seeded with');
  const admin = await ensureAdmin(db, config.staffAdmin).catch((error: unknown) => {
    // A weak password from the environment is refused in production before this; elsewhere it is said, not fatal.
    log.warn('STAFF_ADMIN_EMAIL: the first admin was not created', { reason: (error as Error).message });
    return undefined;
  });
  if (admin) log.info('studio admin created', { email: admin.email });
  return db;
}
