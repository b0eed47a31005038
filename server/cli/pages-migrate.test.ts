import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from './pages-migrate.ts';
import { UsageError } from './studio-cli.ts';

const HOME = readFileSync(join('fixtures', 'content', 'en', 'home.json'), 'utf8');
/** The home page as it was written at schemaVersion 1. */
const HOME_V1 = HOME.replace('"schemaVersion": 2', '"schemaVersion": 1').replaceAll('"moreLink":', '"link":');

describe('npm run pages:migrate on files', () => {
  let dir: string;
  let old: string;
  let current: string;
  const lines: string[] = [];
  const run = async (...args: string[]) => {
    lines.length = 0;
    return main(args, (line) => lines.push(line));
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pages-migrate-'));
    mkdirSync(join(dir, 'en'));
    old = join(dir, 'en', 'home.json');
    current = join(dir, 'en', 'delivery.json');
    writeFileSync(old, HOME_V1);
    writeFileSync(current, readFileSync(join('fixtures', 'content', 'en', 'delivery.json'), 'utf8'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('the fixtures in the repository are all at the current version', async () => {
    expect(await run()).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^0 to migrate, \d+ up to date\.$/)]);
  });

  test('a dry run says per document what would change and writes nothing', async () => {
    expect(HOME_V1).not.toBe(HOME);
    expect(await run(old, current)).toBe(0);
    expect(lines).toEqual([
      `${relative(process.cwd(), old)}: schemaVersion 1 → 2, changes /root/children/2/props/link, /root/children/2/props/moreLink, /root/children/5/props/link, /root/children/5/props/moreLink, /schemaVersion (dry run)`,
      '1 to migrate, 1 up to date. Dry run: nothing was written; run again with --write to apply.',
    ]);
    expect(readFileSync(old, 'utf8')).toBe(HOME_V1);
  });

  test('--write rewrites only the changed lines: the old file becomes today’s file byte for byte', async () => {
    expect(await run('--write', old, current)).toBe(0);
    expect(lines.at(-1)).toBe('1 migrated, 1 up to date.');
    expect(readFileSync(old, 'utf8')).toBe(HOME);
    expect(await run(old, current)).toBe(0);
    expect(lines).toEqual(['0 to migrate, 2 up to date.']);
  });

  test('a file it cannot read is named with the reason, left alone, and the exit code is 1', async () => {
    const newer = join(dir, 'en', 'newer.json');
    const broken = join(dir, 'en', 'broken.json');
    writeFileSync(newer, HOME.replace('"schemaVersion": 2', '"schemaVersion": 9'));
    writeFileSync(broken, '{ "schemaVersion": 1,');
    expect(await run('--write', newer, broken, join(dir, 'en', 'missing.json'))).toBe(1);
    expect(lines).toEqual([
      `${relative(process.cwd(), newer)}: not migrated: This document is schemaVersion 9, newer than this store reads (2): update the store, or write it as version 2.`,
      `${relative(process.cwd(), broken)}: not migrated: it is not valid JSON (npm run pages:validate shows where).`,
      `${relative(process.cwd(), join(dir, 'en', 'missing.json'))}: not migrated: the file does not exist.`,
      '0 migrated, 0 up to date, 3 not readable.',
    ]);
    expect(readFileSync(broken, 'utf8')).toBe('{ "schemaVersion": 1,');
  });

  test('a mistake in the command is a usage error naming both ways to call it', async () => {
    await expect(run('--server', 'http://localhost:3000')).rejects.toThrow(UsageError);
    await expect(run('--store', old)).rejects.toThrow(/name no files with it/);
    await expect(run('--wrte')).rejects.toThrow(/--store \[--write\]/);
  });
});
