import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CURRENT_SCHEMA_VERSION, UnreadableVersion, upgradeDocument, versionOf } from '../commerce/content/migrations/index.ts';
import type { StoredMigration } from '../commerce/content/migrations/stored-pages.ts';
import { changedPaths } from '../lib/changed-paths.ts';
import { runCli, serverOrigin, StudioCallError, studioCaller, tokenOf, UsageError } from './studio-cli.ts';
import { pageFiles } from './validate-pages.ts';
import { rewriteJsonText } from './json-rewrite.ts';

const USAGE = `Usage: npm run pages:migrate [-- --write] [files…]      the content files and recorded pages (fixtures/content, fixtures/pages)
       npm run pages:migrate -- --store [--write]           every stored document of a running store (admin STUDIO_TOKEN)
A dry run by default: it prints what would change; --write applies it.`;

const MAX_PATHS = 50;

/** The versions and the changed JSON Pointers, sorted: the same line for a document whatever order its keys are stored in. */
const describe = (from: number, changes: string[]) => `schemaVersion ${from} → ${CURRENT_SCHEMA_VERSION}, changes ${[...changes].sort().join(', ')}`;

const closing = (write: boolean, changed: number, upToDate: number, failed: number) =>
  `${changed} ${write ? 'migrated' : 'to migrate'}, ${upToDate} up to date${failed ? `, ${failed} not readable` : ''}.` +
  (write || !changed ? '' : ' Dry run: nothing was written; run again with --write to apply.');

/** Files: each upgraded in place (only the changed lines rewritten), or listed in a dry run. */
function migrateFiles(files: string[], write: boolean, out: (line: string) => void): number {
  const counts = { changed: 0, upToDate: 0, failed: 0 };
  for (const file of files) {
    const name = relative(process.cwd(), file) || file;
    let text: string;
    let document: unknown;
    try {
      text = readFileSync(file, 'utf8');
      document = JSON.parse(text);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      out(`${name}: not migrated: ${code === 'ENOENT' ? 'the file does not exist' : 'it is not valid JSON (npm run pages:validate shows where)'}.`);
      counts.failed++;
      continue;
    }
    if (typeof document !== 'object' || document === null || Array.isArray(document)) {
      out(`${name}: not migrated: it is not a page document (a JSON object).`);
      counts.failed++;
      continue;
    }
    let from: number;
    try {
      from = versionOf(document as Record<string, unknown>);
    } catch (error) {
      if (!(error instanceof UnreadableVersion)) throw error;
      out(`${name}: not migrated: ${error.message}`);
      counts.failed++;
      continue;
    }
    if (from === CURRENT_SCHEMA_VERSION) {
      counts.upToDate++;
      continue;
    }
    const upgraded = upgradeDocument(document as Record<string, unknown>);
    counts.changed++;
    out(`${name}: ${describe(from, changedPaths(document, upgraded, '', [], MAX_PATHS))}${write ? '' : ' (dry run)'}`);
    if (write) writeFileSync(file, rewriteJsonText(text, upgraded));
  }
  out(closing(write, counts.changed, counts.upToDate, counts.failed));
  return counts.failed ? 1 : 0;
}

/** A running store: its stored documents through the studio API (`POST /studio/api/migrate`). */
async function migrateStore(values: { server?: string; token?: string }, write: boolean, out: (line: string) => void): Promise<number> {
  const origin = serverOrigin(values.server);
  const call = studioCaller(origin, tokenOf(values.token));
  const answer = await call<StoredMigration & { message?: string }>('POST', '/migrate', { write });
  if (answer.status !== 200) throw new StudioCallError(answer.status, `${origin} refused the migration: ${answer.body.message}`);
  const { changed, upToDate, unreadable } = answer.body;
  const rowName = (row: { locale: string; slug: string; row: string; version?: number }) =>
    `${row.locale}/${row.slug} ${row.row === 'version' ? `version ${row.version}` : row.row}`;
  for (const row of changed) out(`${rowName(row)}: ${describe(row.from, row.changes)}${write ? '' : ' (dry run)'}`);
  for (const row of unreadable) out(`${rowName(row)}: not migrated: ${row.message}`);
  out(`${closing(write, changed.length, upToDate, unreadable.length)} (${origin})`);
  return unreadable.length ? 1 : 0;
}

/**
 * `npm run pages:migrate`: upgrades page documents of an older schemaVersion to the current one,
 * the files of fixtures/content and fixtures/pages (or the files named) or, with --store, every
 * stored document of a running store. A dry run unless --write; prints per document the versions
 * and the JSON Pointers that change.
 */
export async function main(args: string[], out: (line: string) => void = console.log): Promise<number> {
  let parsed: { values: { write?: boolean; store?: boolean; server?: string; token?: string; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { write: { type: 'boolean' }, store: { type: 'boolean' }, server: { type: 'string' }, token: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const write = values.write ?? false;
  if (values.store) {
    if (positionals.length) throw new UsageError(`--store migrates the documents stored in the database; name no files with it.\n${USAGE}`);
    return migrateStore(values, write, out);
  }
  if (values.server || values.token) throw new UsageError(`--server and --token go with --store.\n${USAGE}`);
  return migrateFiles(positionals.length ? positionals.map((file) => resolve(file)) : pageFiles(), write, out);
}

if (import.meta.url === `file://${process.argv[1]}`) await runCli(() => main(process.argv.slice(2)));
