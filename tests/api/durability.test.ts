import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'durability-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the committing child until it has reported `commits` rows, then kills it with SIGKILL at once. */
function commitThenKill(dir: string, commits: number): Promise<{ committed: string[]; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/durability-child.ts'], {
      env: { ...process.env, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const committed: string[] = [];
    let buffered = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('committed ')) committed.push(line.slice('committed '.length));
      if (committed.length >= commits && !child.killed) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`the child ended by itself (code ${code}): ${stderr}`));
      else resolve({ committed, signal });
    });
  });
}

describe('PGlite keeps what it committed', () => {
  test('rows committed in db.transaction() survive the process being killed with SIGKILL right after', { timeout: 120_000 }, async () => {
    const dir = dataDir();
    const first = await commitThenKill(dir, 1);
    const second = await commitThenKill(dir, 25);
    expect(first.committed.length).toBeGreaterThanOrEqual(1);
    expect(second.committed.length).toBeGreaterThanOrEqual(25);

    const db = await openDatabase({ dataDir: dir });
    try {
      const rows = await db.query<{ name: string }>("select name from seed_runs where name like 'durability-%'");
      const found = new Set(rows.map((row) => row.name));
      for (const id of [...first.committed, ...second.committed]) expect(found.has(id), id).toBe(true);
      await db.transaction(async (tx) => {
        await tx.query("insert into seed_runs (name) values ('after-the-crash')");
      });
      expect(await db.query("select 1 from seed_runs where name = 'after-the-crash'")).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});

describe('the PGlite driver syncs to the file system after COMMIT (electric-sql/pglite issue 1065)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Records the order of "work done" (last statement inside the transaction) and every syncToFs call. */
  function watchSyncs() {
    const events: string[] = [];
    const original = PGlite.prototype.syncToFs;
    vi.spyOn(PGlite.prototype, 'syncToFs').mockImplementation(async function (this: PGlite) {
      events.push('sync');
      return original.call(this);
    });
    return events;
  }

  test('PGlite on its own does not sync between the end of a transaction and its promise resolving', { timeout: 120_000 }, async () => {
    const pg = await PGlite.create(dataDir(), { relaxedDurability: false });
    await pg.exec('create table probe (id int)');
    const events = watchSyncs();
    await pg.transaction(async (tx) => {
      await tx.query('insert into probe values (1)');
      events.push('work done');
    });
    expect(events.slice(events.indexOf('work done'))).toEqual(['work done']);
    await pg.close();
  });

  test('db.transaction() of server/db/pglite.ts syncs after the COMMIT before it resolves', { timeout: 120_000 }, async () => {
    const db = await openDatabase({ dataDir: dataDir() });
    await db.query('create table probe (id int)');
    const events = watchSyncs();
    await db.transaction(async (tx) => {
      await tx.query('insert into probe values (1)');
      events.push('work done');
    });
    expect(events.slice(events.indexOf('work done'))).toEqual(['work done', 'sync']);
    await db.close();
  });
});
