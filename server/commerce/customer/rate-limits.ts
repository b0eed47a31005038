import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';

export interface RateLimit {
  action: string;
  scope: 'account' | 'address';
  limit: number;
  windowSeconds: number;
}

const rule = (action: string, scope: RateLimit['scope'], limit: number, windowMinutes: number): RateLimit => ({
  action,
  scope,
  limit,
  windowSeconds: windowMinutes * 60,
});

/** Per account (the email) and per client address; the counters live in the database, so every app process shares them. */
export const RATE_LIMITS = {
  loginPerAccount: rule('login', 'account', 8, 15),
  loginPerAddress: rule('login', 'address', 20, 15),
  registerPerAccount: rule('register', 'account', 3, 60),
  registerPerAddress: rule('register', 'address', 10, 60),
  resetPerAccount: rule('reset', 'account', 3, 60),
  resetPerAddress: rule('reset', 'address', 10, 60),
  setPasswordPerAddress: rule('set-password', 'address', 10, 15),
  changePasswordPerAccount: rule('change-password', 'account', 5, 15),
  /** Emails a request makes the store send: to one address, and asked for by one client. */
  emailPerRecipient: rule('email', 'account', 5, 60),
  emailPerClient: rule('email', 'address', 20, 60),
  /** Reviews sent (each try counts): a customer writes a few at a time, never dozens. */
  reviewPerAccount: rule('review', 'account', 10, 60),
  reviewPerAddress: rule('review', 'address', 30, 60),
} as const;

export class TooManyAttempts extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('too_many_requests', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
  }
}

function keyHash(limit: RateLimit, value: string): Buffer {
  return createHash('sha256').update(`${limit.action}:${limit.scope}:${value.toLowerCase()}`).digest();
}

/** Counts one attempt (atomically, in a fixed window) and refuses it beyond the limit. */
export async function countAttempt(db: Queryable, limit: RateLimit, value: string): Promise<void> {
  const retryAfter = await overLimit(db, limit, value);
  if (retryAfter !== undefined) throw new TooManyAttempts(retryAfter);
}

/** Counts one attempt like `countAttempt`, and answers whether it is still within the limit, for callers that refuse quietly. */
export async function withinLimit(db: Queryable, limit: RateLimit, value: string): Promise<boolean> {
  return (await overLimit(db, limit, value)) === undefined;
}

/** Counts one attempt; the seconds until the window ends when it is over the limit. */
async function overLimit(db: Queryable, limit: RateLimit, value: string): Promise<number | undefined> {
  const row = await queryOne<{ attempts: number; retry_after: number }>(
    db,
    `insert into auth_rate_limits as r (key_hash, window_started_at, attempts) values ($1, now(), 1)
     on conflict (key_hash) do update set
       attempts = case when r.window_started_at <= now() - make_interval(secs => $2) then 1 else r.attempts + 1 end,
       window_started_at = case when r.window_started_at <= now() - make_interval(secs => $2) then now() else r.window_started_at end
     returning attempts, ceil(extract(epoch from (window_started_at + make_interval(secs => $2) - now())))::int as retry_after`,
    [keyHash(limit, value), limit.windowSeconds],
  );
  if (Math.random() < 0.01) await db.query(`delete from auth_rate_limits where window_started_at < now() - interval '1 day'`);
  return row && row.attempts > limit.limit ? row.retry_after : undefined;
}

/** A successful sign-in forgets the account's failed attempts. */
export async function forgetAttempts(db: Queryable, limit: RateLimit, value: string): Promise<void> {
  await db.query('delete from auth_rate_limits where key_hash = $1', [keyHash(limit, value)]);
}
