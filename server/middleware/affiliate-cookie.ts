import type { RequestHandler } from 'express';

export const AFFILIATE_COOKIE = 'awc';
export const AFFILIATE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The value of the first query key containing "awc", if any. */
export function affiliateValue(query: URLSearchParams): string | undefined {
  for (const [key, value] of query) {
    if (key.toLowerCase().includes('awc') && value) return value.slice(0, 200);
  }
  return undefined;
}

/** Keeps an affiliate click id from any query key containing "awc" for a year. */
export function affiliateCookie(): RequestHandler {
  return (req, res, next) => {
    const query = req.originalUrl.indexOf('?');
    if (query !== -1) {
      const value = affiliateValue(new URLSearchParams(req.originalUrl.slice(query + 1)));
      if (value) res.cookie(AFFILIATE_COOKIE, value, { maxAge: AFFILIATE_MAX_AGE_MS, secure: true, sameSite: 'lax', path: '/' });
    }
    next();
  };
}
