import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { parentCookieDomain } from '../commerce/countries/cookie-domain.ts';
import { LOCATION_COOKIE_MAX_AGE_MS } from '../commerce/countries/location-cookies.ts';
import { resolveShopperLocation } from '../commerce/countries/shopper-location.ts';
import type { Database } from '../db/database.ts';
import type { Geolocation } from '../integrations/geolocation/geolocation.ts';

/** Writes location cookies on the shop's parent domain; scripts of the partner read them, so not HttpOnly. */
export function writeLocationCookies(req: Request, res: Response, cookies: Record<string, string>): void {
  const domain = parentCookieDomain(req.hostname);
  for (const [name, value] of Object.entries(cookies)) {
    res.cookie(name, value, { maxAge: LOCATION_COOKIE_MAX_AGE_MS, path: '/', sameSite: 'lax', secure: req.secure, ...(domain ? { domain } : {}) });
  }
}

/**
 * Decides the shopper's country for every page (explicit `?country=`, cookie, geolocation,
 * first available) and keeps the location cookies in step. A failure here never stops the
 * page: it is logged and the page is shown without a country.
 */
export function shopperLocation({ db, geolocation }: { db: Database; geolocation: Geolocation }): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/nuxt/')) return next();
    try {
      const choice = req.query['country'];
      const { location, cookies } = await resolveShopperLocation({
        db,
        geolocation,
        cookies: parseCookies(req.headers.cookie ?? ''),
        choice: typeof choice === 'string' ? choice : undefined,
        ip: req.ip,
        log: req.log,
      });
      writeLocationCookies(req, res, cookies);
      req.location = location;
    } catch (error) {
      req.log.error('shopper location failed', { err: error });
      req.location = { country: undefined, source: 'none' };
    }
    next();
  };
}
