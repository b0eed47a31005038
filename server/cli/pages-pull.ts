import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { runCli, serverOrigin, StudioCallError, studioArgs, studioCaller, tokenOf } from './studio-cli.ts';

type Summary = { slug: string; publishedVersion: number | null };
type Detail = { published: { document: Record<string, unknown>; version: number } | null };

/**
 * `npm run pages:pull [-- --out fixtures/content]`: writes every live (published) page of a running
 * store into `fixtures/content/{en,de}/{slug}.json`. A file whose page is the same document is left
 * byte for byte as it is; a changed or new page is written with two-space indents.
 */
export async function main(args: string[], out: (line: string) => void = console.log): Promise<number> {
  const { values } = studioArgs(args, ['out']);
  const root = resolve(values['out'] ?? join('fixtures', 'content'));
  const origin = serverOrigin(values['server']);
  const call = studioCaller(origin, tokenOf(values['token']));
  const counts = { written: 0, unchanged: 0 };
  for (const locale of ['en', 'de'] as const) {
    const list = await call<{ pages: Summary[] }>('GET', `/pages?locale=${locale}`);
    if (list.status !== 200) throw new StudioCallError(list.status, `${origin} answered ${list.status} for the page list.`);
    mkdirSync(join(root, locale), { recursive: true });
    for (const page of list.body.pages) {
      if (page.publishedVersion === null) continue;
      const detail = await call<Detail>('GET', `/pages/${locale}/${page.slug}`);
      const published = detail.body.published;
      if (detail.status !== 200 || !published) continue;
      const file = join(root, locale, `${page.slug}.json`);
      if (existsSync(file)) {
        let same = false;
        try {
          same = isDeepStrictEqual(JSON.parse(readFileSync(file, 'utf8')), published.document);
        } catch {
          same = false;
        }
        if (same) {
          counts.unchanged++;
          continue;
        }
      }
      writeFileSync(file, `${JSON.stringify(published.document, null, 2)}\n`);
      counts.written++;
      out(`${relative(process.cwd(), file) || file}: version ${published.version}`);
    }
  }
  out(`${counts.written} written, ${counts.unchanged} unchanged (from ${origin}).`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await runCli(() => main(process.argv.slice(2)));
