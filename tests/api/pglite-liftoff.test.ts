import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import { SEEDED_PGLITE_ENV } from '../helpers/test-database.ts';

/**
 * Opens the seeded store's PGlite in a process of its own, reads every table three times (enough
 * for V8 to recompile PGlite's busiest functions when it may), and prints how much the process's
 * anonymous memory grew, in MB.
 */
const OPEN_AND_READ = `const [entry, trgm, dump] = process.argv.slice(1);
const { readFileSync } = await import('node:fs');
const anonymous = () => Number(/^Anonymous:\\s+(\\d+) kB/m.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'))[1]) / 1024;
const { PGlite } = await import(entry);
const { pg_trgm } = await import(trgm);
const loadDataDir = new Blob([readFileSync(dump)]);
const before = anonymous();
const pg = await PGlite.create({ loadDataDir, extensions: { pg_trgm } });
const tables = (await pg.query("select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace")).rows;
for (let round = 0; round < 3; round++) for (const { relname } of tables) await pg.query('select * from "' + relname + '" limit 2000');
await new Promise((resolve) => setTimeout(resolve, 500));
process.stdout.write(String(anonymous() - before));
await pg.close();`;

async function grownMb(flags: readonly string[]): Promise<number> {
  const dump = process.env[SEEDED_PGLITE_ENV];
  if (!dump) throw new Error(`${SEEDED_PGLITE_ENV} is not set: the tests' global set-up makes the seeded PGlite tarball`);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      ...flags,
      '--input-type=module',
      '--eval',
      OPEN_AND_READ,
      import.meta.resolve('@electric-sql/pglite'),
      import.meta.resolve('@electric-sql/pglite/contrib/pg_trgm'),
      dump,
    ],
    { env: { ...process.env, ...SERVER_ENV } },
  );
  return Number(stdout);
}

test('the server keeps PGlite on the baseline compiler: V8 recompiling its busiest functions left 50-60 MB behind', async () => {
  const recompiling = SERVER_NODE_FLAGS.filter((flag) => flag !== '--liftoff-only');
  const served = await grownMb(SERVER_NODE_FLAGS);
  const optimised = await grownMb(recompiling);
  // Measured: 265-272 MB grown with V8's optimising compiler, 212-213 MB without it.
  expect(served, `${Math.round(served)} MB with the server's flags, ${Math.round(optimised)} MB with the optimising compiler`).toBeLessThan(optimised - 30);
}, 60_000);
