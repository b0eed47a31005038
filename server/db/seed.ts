import type { Connection, Queryable } from './database.ts';

export interface Seeder {
  /** Recorded in `seed_runs`, so each seeder runs once per database. */
  name: string;
  /** Demo data (customers, orders, coupons): never seeded in a production deployment. */
  demo: boolean;
  run(tx: Queryable): Promise<void>;
}

/**
 * Runs every seeder that has not run on this database yet, each in one transaction.
 * With several processes, call it through `migrateAndSeed`, which holds the schema lock.
 */
export async function seed(db: Connection, seeders: readonly Seeder[]): Promise<string[]> {
  const done = new Set((await db.query<{ name: string }>('select name from seed_runs')).map((row) => row.name));
  const ran: string[] = [];
  for (const seeder of seeders) {
    if (done.has(seeder.name)) continue;
    await db.transaction(async (tx) => {
      await seeder.run(tx);
      await tx.query('insert into seed_runs (name) values ($1) on conflict do nothing', [seeder.name]);
    });
    ran.push(seeder.name);
  }
  return ran;
}
