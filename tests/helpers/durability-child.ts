import { randomUUID } from 'node:crypto';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';

/**
 * For the durability test: commits rows one transaction at a time on PGlite in DATA_DIR
 * and prints `committed <id>` after each commit resolves, until it is killed.
 */
const db = await openDatabase({ dataDir: process.env['DATA_DIR'] });
await migrate(db);
process.stdout.write('ready\n');
for (;;) {
  const id = `durability-${randomUUID()}`;
  await db.transaction(async (tx) => {
    await tx.query('insert into seed_runs (name) values ($1)', [id]);
  });
  process.stdout.write(`committed ${id}\n`);
}
