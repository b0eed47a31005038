import type { Database, Queryable } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { clearAuthCookies, type CookieWriter, readAuthCookies, writeAccessCookies, writeExpiryStamp } from './auth-cookies.ts';
import { type SignedInCustomer, signedInCustomer } from './sessions.ts';
import { type CookieChange, checkTokensOnNavigation } from './token-renewal.ts';

/** The parts of an HTTP request and response the authentication step uses (Express's fit). */
export interface AuthRequest {
  headers: { cookie?: string | undefined };
  log?: { warn(message: string, fields?: Record<string, unknown>): void };
}
export interface AuthResponse extends CookieWriter {
  locals: Record<string, unknown>;
  setHeader(name: string, value: string): unknown;
}

const VERIFIED_CUSTOMER = 'verifiedCustomer';

export function applyCookieChange(res: AuthResponse, change: CookieChange): void {
  if (change.kind === 'none') return;
  // An answer that sets or clears auth cookies belongs to this visitor only.
  res.setHeader('Cache-Control', 'private, no-store');
  if (change.kind === 'clear') clearAuthCookies(res);
  else if (change.kind === 'restamp') writeExpiryStamp(res, change.nextCheck);
  else writeAccessCookies(res, change.grant, change.nextCheck);
}

/** The authentication and token-renewal step of the page middleware (wired into the app's slot). */
export function customerAuthentication(db: Database) {
  return async (req: AuthRequest, res: AuthResponse): Promise<void> => {
    try {
      const check = await checkTokensOnNavigation(db, readAuthCookies(req.headers.cookie));
      applyCookieChange(res, check.change);
      if (check.customer !== undefined) res.locals[VERIFIED_CUSTOMER] = check.customer;
    } catch (error) {
      // A database hiccup must not take the page down; the next navigation tries again.
      req.log?.warn('token renewal failed', { err: error });
    }
  };
}

/** The signed-in customer of a page request, checked against the database (renewing when needed). */
export async function verifiedCustomer(db: Database, req: AuthRequest, res: AuthResponse): Promise<SignedInCustomer | null> {
  const known = res.locals[VERIFIED_CUSTOMER] as SignedInCustomer | null | undefined;
  if (known !== undefined) return known;
  const check = await checkTokensOnNavigation(db, readAuthCookies(req.headers.cookie), { verify: true });
  applyCookieChange(res, check.change);
  res.locals[VERIFIED_CUSTOMER] = check.customer ?? null;
  return check.customer ?? null;
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/** API calls: only a live access token from the customer_token cookie is accepted; `message` says why signing in is needed. */
export async function requireCustomer(db: Queryable, cookieHeader: string | undefined, message = SIGN_IN_REQUIRED): Promise<SignedInCustomer> {
  const customer = await signedInCustomer(db, readAuthCookies(cookieHeader).access);
  if (!customer) throw new DomainError('unauthorized', message);
  return customer;
}
