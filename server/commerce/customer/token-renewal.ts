import type { Database } from '../../db/database.ts';
import type { AuthCookieValues } from './auth-cookies.ts';
import { type AccessGrant, renewAccess, type SignedInCustomer, signedInCustomer } from './sessions.ts';

/** Expiry stamps more than this far in the future are invalid (spec section 4), and tokens are checked this often. */
export const EXPIRY_STAMP_TOLERANCE_MS = 5 * 60 * 1000;

export type CookieChange =
  | { kind: 'none' }
  | { kind: 'clear' }
  | { kind: 'restamp'; nextCheck: Date }
  | { kind: 'renewed'; grant: AccessGrant; nextCheck: Date };

export interface AuthCheck {
  change: CookieChange;
  /** The verified customer; `undefined` when the stamp was trusted without asking the database. */
  customer: SignedInCustomer | null | undefined;
}

/** A stamp is good while it is reached no sooner than now and no later than the tolerance. */
export function expiryStampIsCurrent(stamp: string | undefined, now: number): boolean {
  if (!stamp || !/^\d{1,15}$/.test(stamp)) return false;
  const at = Number(stamp);
  return at > now && at <= now + EXPIRY_STAMP_TOLERANCE_MS;
}

/**
 * Token renewal on navigation. Without auth cookies nothing happens (a guest). With a
 * current stamp the cookies are trusted unless `verify` asks. Otherwise the access token
 * is checked: still good for a while → a new stamp; else the refresh token buys a new
 * access token; a dead refresh token signs the visitor out (all three cookies cleared).
 */
export async function checkTokensOnNavigation(db: Database, cookies: AuthCookieValues, { verify = false } = {}): Promise<AuthCheck> {
  const now = Date.now();
  if (!cookies.refresh) {
    const leftovers = Boolean(cookies.access || cookies.expiry);
    return { change: leftovers ? { kind: 'clear' } : { kind: 'none' }, customer: null };
  }
  const stampCurrent = cookies.access !== undefined && expiryStampIsCurrent(cookies.expiry, now);
  if (stampCurrent && !verify) return { change: { kind: 'none' }, customer: undefined };

  const nextCheck = new Date(now + EXPIRY_STAMP_TOLERANCE_MS);
  const current = await signedInCustomer(db, cookies.access);
  if (current && current.accessExpiresAt.getTime() > nextCheck.getTime()) {
    return { change: stampCurrent ? { kind: 'none' } : { kind: 'restamp', nextCheck }, customer: current };
  }
  const renewed = await renewAccess(db, cookies.refresh);
  if (!renewed) return { change: { kind: 'clear' }, customer: null };
  const { customerId, sessionId, accessExpiresAt } = renewed;
  return { change: { kind: 'renewed', grant: renewed, nextCheck }, customer: { customerId, sessionId, accessExpiresAt } };
}
