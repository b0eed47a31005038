import { parse as parseCookies } from 'cookie';
import type { AccessGrant } from './sessions.ts';

/** The three auth cookies of the spec: two tokens and the expiry stamp. */
export const AUTH_COOKIE = {
  access: 'customer_token',
  refresh: 'customer_refresh_token',
  expiry: 'customer_token_expiry',
} as const;

export interface AuthCookieValues {
  access?: string | undefined;
  refresh?: string | undefined;
  expiry?: string | undefined;
}

export interface AuthCookieOptions {
  httpOnly: true;
  secure: true;
  sameSite: 'strict';
  path: '/';
  maxAge?: number;
}

/** What an HTTP response offers for cookies (Express's response fits). */
export interface CookieWriter {
  cookie(name: string, value: string, options: AuthCookieOptions): unknown;
  clearCookie(name: string, options: AuthCookieOptions): unknown;
}

/** Secure, SameSite=Strict and HttpOnly: the browser learns the signed-in state from the customer call, never from these. */
const BASE: AuthCookieOptions = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' };

export function readAuthCookies(cookieHeader: string | undefined): AuthCookieValues {
  const cookies = parseCookies(cookieHeader ?? '');
  return { access: cookies[AUTH_COOKIE.access], refresh: cookies[AUTH_COOKIE.refresh], expiry: cookies[AUTH_COOKIE.expiry] };
}

const msUntil = (date: Date) => Math.max(0, date.getTime() - Date.now());

export function writeAccessCookies(res: CookieWriter, grant: AccessGrant, nextCheck: Date): void {
  res.cookie(AUTH_COOKIE.access, grant.accessToken, { ...BASE, maxAge: msUntil(grant.accessExpiresAt) });
  writeExpiryStamp(res, nextCheck);
}

export function writeRefreshCookie(res: CookieWriter, refreshToken: string, expiresAt: Date): void {
  res.cookie(AUTH_COOKIE.refresh, refreshToken, { ...BASE, maxAge: msUntil(expiresAt) });
}

/** The stamp holds the time (ms) of the next token check; a session cookie, so a browser restart checks at once. */
export function writeExpiryStamp(res: CookieWriter, nextCheck: Date): void {
  res.cookie(AUTH_COOKIE.expiry, String(nextCheck.getTime()), BASE);
}

export function clearAuthCookies(res: CookieWriter): void {
  for (const name of Object.values(AUTH_COOKIE)) res.clearCookie(name, BASE);
}
