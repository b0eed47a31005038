import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { upgradeDocument } from '../commerce/content/migrations/index.ts';
import { changedPaths } from '../lib/changed-paths.ts';
import { formatReport } from './report.ts';
import { runCli, serverOrigin, StudioCallError, studioArgs, studioCaller, tokenOf, UsageError } from './studio-cli.ts';
import { checkPageFile } from './validate-pages.ts';

/** `fixtures/content/en/delivery.json` → en, delivery. */
function pageOf(file: string): { locale: 'en' | 'de'; slug: string } {
  const locale = basename(dirname(file));
  if (locale !== 'en' && locale !== 'de') throw new UsageError(`${file}: content files live in a folder named en/ or de/ (the page's language).`);
  return { locale, slug: basename(file, '.json') };
}

type Detail = { draft: { revision: number }; published: { document: unknown; version: number } | null };

/**
 * `npm run pages:publish -- <files…>`: checks the files as pages:validate does (refusing them all,
 * with the same file:line:column messages, when one has an error), then publishes each through
 * the studio API of a running store with a staff token (STUDIO_TOKEN), printing what changed.
 */
export async function main(args: string[], out: (line: string) => void = console.log): Promise<number> {
  const { values, positionals } = studioArgs(args);
  if (!positionals.length) throw new UsageError('Usage: npm run pages:publish -- fixtures/content/en/delivery.json [more files…] (with STUDIO_TOKEN set)');
  const files = positionals.map((file) => resolve(file));
  const reports = files.map(checkPageFile);
  if (reports.some((report) => report.problems.some((problem) => problem.severity === 'error'))) {
    out(formatReport(reports, process.stdout.isTTY && !process.env['NO_COLOR']));
    out('Nothing was published: fix the errors above first.');
    return 1;
  }
  const origin = serverOrigin(values['server']);
  const call = studioCaller(origin, tokenOf(values['token']));
  let failed = 0;
  for (const [index, file] of files.entries()) {
    const { locale, slug } = pageOf(file);
    const name = `${locale}/${slug}`;
    // Sent as the store reads it: a file of an older schemaVersion goes up upgraded (pages:validate checked it so).
    const document = upgradeDocument(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    const found = await call<Detail>('GET', `/pages/${locale}/${slug}`);
    if (found.status !== 200 && found.status !== 404)
      throw new StudioCallError(found.status, `${name}: ${String((found.body as { message?: string }).message)}`);
    const current = found.status === 200 ? found.body : undefined;
    if (current?.published && isDeepStrictEqual(current.published.document, document)) {
      out(`${name}: unchanged (version ${current.published.version} is live)`);
      continue;
    }
    const saved = await call<{ revision: number; message?: string }>(
      'PUT',
      `/pages/${locale}/${slug}/draft`,
      { document },
      current ? { 'If-Match': `"${current.draft.revision}"` } : { 'If-None-Match': '*' },
    );
    if (saved.status !== 200 && saved.status !== 201) {
      out(`${name}: not saved: ${saved.body.message}`);
      failed++;
      continue;
    }
    const published = await call<{ version?: number; message?: string; problems?: { path: string; message: string }[] }>(
      'POST',
      `/pages/${locale}/${slug}/publish`,
      undefined,
      { 'If-Match': `"${saved.body.revision}"` },
    );
    if (published.status !== 200) {
      out(`${name}: not published: ${published.body.message}`);
      for (const problem of published.body.problems ?? []) out(`  ${problem.path}: ${problem.message}`);
      failed++;
      continue;
    }
    const changes = current?.published ? changedPaths(current.published.document, document) : [];
    const what = current?.published ? `changed ${changes.join(', ')}${changes.length >= 8 ? ', …' : ''}` : 'a new page';
    out(`${name}: published version ${published.body.version} (${what}) from ${reports[index]!.file}`);
  }
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await runCli(() => main(process.argv.slice(2)));
