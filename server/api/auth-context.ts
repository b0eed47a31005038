import type { ErrorRequestHandler, Request, Response } from 'express';
import { writeAccessCookies, writeRefreshCookie } from '../commerce/customer/auth-cookies.ts';
import type { LinkContext } from '../commerce/customer/links.ts';
import { TooManyAttempts } from '../commerce/customer/rate-limits.ts';
import type { SessionTokens } from '../commerce/customer/sessions.ts';
import { EXPIRY_STAMP_TOLERANCE_MS } from '../commerce/customer/token-renewal.ts';
import type { Config } from '../config.ts';
import { browsingLanguage } from '../middleware/site-locale.ts';

/** Links in emails: this site's origin, in the language the shopper last browsed in (the locale cookie). */
export function linkContext(req: Request, config: Config): LinkContext {
  const locale = browsingLanguage(req);
  return {
    origin: req.site.variant === 'de_de_de' ? config.siteUrls.de : config.siteUrls.uk,
    prefix: locale === req.site.defaultLocale ? '' : `/${locale}`,
    locale,
  };
}

/** Personal answers are never stored by a cache. */
export function personal(res: Response): Response {
  return res.setHeader('Cache-Control', 'private, no-store');
}

export function writeSessionCookies(res: Response, tokens: SessionTokens): void {
  personal(res);
  writeRefreshCookie(res, tokens.refreshToken, tokens.refreshExpiresAt);
  writeAccessCookies(res, tokens, new Date(Date.now() + EXPIRY_STAMP_TOLERANCE_MS));
}

/** A refused attempt says when to try again. */
export const retryAfter: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof TooManyAttempts) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  next(error);
};
