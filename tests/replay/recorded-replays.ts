import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { readRecordedSession } from '../../server/cli/recorded-session.ts';
import { recordedPageFiles } from '../../server/cli/validate-pages.ts';
import type { Replay } from './shoot.ts';

/** Every recorded page in `fixtures/pages/`, with its language and the browser session recorded with it. */
export function recordedReplays(): Replay[] {
  return recordedPageFiles().map((file) => {
    const name = basename(file, '.json');
    const { locale } = JSON.parse(readFileSync(file, 'utf8')) as { locale?: string };
    const session = readRecordedSession(name);
    return { name, locale: locale === 'de' ? 'de' : 'en', ...(session ? { session } : {}) };
  });
}
