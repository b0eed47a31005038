import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a recording keeps what the browser did beside the tree: `fixtures/pages/sessions/{name}.json`. */
export const RECORDED_SESSIONS_DIR = join(process.cwd(), 'fixtures', 'pages', 'sessions');

/** One call the page made in the browser while it was recorded, answer included (personal data already faked). */
export interface RecordedCall {
  method: string;
  /** Path and query, e.g. `/nuxt/api/account/orders`. */
  path: string;
  status: number;
  body: unknown;
}

/**
 * The browser side of a recording: the personal calls a signed-in or carted page makes
 * (answered from here on replay, so no database or account is needed), the cookies the
 * page saw by name only, and the menu that was open.
 */
export interface RecordedSession {
  note?: string;
  /** Names of the cookies present when recorded (`cart_id`); replay sets them to placeholders. */
  cookies: string[];
  open?: 'cart';
  calls: RecordedCall[];
}

export function readRecordedSession(name: string, dir = RECORDED_SESSIONS_DIR): RecordedSession | undefined {
  const file = join(dir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedSession) : undefined;
}
