import { type FSWatcher, readFileSync, watch } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { checkPageText } from '../../cli/page-problems.ts';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import { upgradeDocument } from './migrations/index.ts';
import { pageDetail, publishPage, saveDraft } from './page-store.ts';

/** Who the history names for a page published by saving its file in `npm run dev`. */
export const DEV_PUBLISHER = 'npm run dev (content file)';

/**
 * Publishes one content file (`{dir}/{en|de}/{slug}.json`) as it is saved: checked like
 * pages:validate, then saved as the draft and published, unless the live page is that document.
 */
export async function publishContentFile(db: Database, file: string, log: Logger): Promise<number | undefined> {
  const locale = basename(dirname(file));
  if ((locale !== 'en' && locale !== 'de') || !file.endsWith('.json')) return undefined;
  const slug = basename(file, '.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const errors = checkPageText(text, { folderLocale: locale }).filter((problem) => problem.severity === 'error');
  if (errors.length) {
    log.warn('content file not published: fix it first', {
      file,
      problems: errors.map((p) => `${p.position.line}:${p.position.column} ${p.path} ${p.message}`),
    });
    return undefined;
  }
  const document = upgradeDocument(JSON.parse(text) as Record<string, unknown>);
  const current = await pageDetail(db, locale, slug).catch(() => undefined);
  if (current?.published && isDeepStrictEqual(current.published.document, document)) return undefined;
  const saved = await saveDraft(db, { locale, slug, document, expectedRevision: current ? current.draft.revision : 'new', by: DEV_PUBLISHER });
  const { version } = await publishPage(db, { locale, slug, expectedRevision: saved.revision, by: DEV_PUBLISHER });
  log.info('content file published', { file, page: `${locale}/${slug}`, version });
  return version;
}

/** `npm run dev`: every content file saved under `dir` is published a moment later (saves in a burst count once). */
export function watchContentFiles(db: Database, log: Logger, dir: string): FSWatcher {
  const pending = new Map<string, NodeJS.Timeout>();
  const watcher = watch(dir, { recursive: true }, (_event, name) => {
    if (!name?.endsWith('.json')) return;
    const file = join(dir, name.toString());
    clearTimeout(pending.get(file));
    pending.set(
      file,
      setTimeout(() => {
        pending.delete(file);
        publishContentFile(db, file, log).catch((error: unknown) => log.error('content file publish failed', { file, err: error }));
      }, 150),
    );
  });
  watcher.on('close', () => {
    for (const timer of pending.values()) clearTimeout(timer);
  });
  return watcher;
}
