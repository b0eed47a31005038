import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { HOME_COUNTRY_CODE } from '../../domain/customer/countries.ts';
import { parentCookieDomain } from '../commerce/countries/cookie-domain.ts';
import { LOCATION_COOKIE_MAX_AGE_MS } from '../commerce/countries/location-cookies.ts';
import { resolveShopperLocation, type ShopperLocation } from '../commerce/countries/shopper-location.ts';
import type { Database } from '../db/database.ts';
import type { Geolocation } from '../integrations/geolocation/geolocation.ts';
import type { SiteContext } from './site-locale.ts';

/** Writes location cookies on the shop's parent domain; scripts of the partner read them, so not HttpOnly. */
export function writeLocationCookies(req: Request, res: Response, cookies: Record<string, string>): void {
  const domain = parentCookieDomain(req.hostname);
  for (const [name, value] of Object.entries(cookies)) {
    res.cookie(name, value, { maxAge: LOCATION_COOKIE_MAX_AGE_MS, path: '/', sameSite: 'lax', secure: req.secure, ...(domain ? { domain } : {}) });
  }
}

/** The country a page is written for when the shopper has not chosen one: the site's own. */
export function pageCountryOf(site: Pick<SiteContext, 'variant'>): string {
  return site.variant === 'de_de_de' ? 'DE' : HOME_COUNTRY_CODE;
}

/**
 * The shopper's country by the rule of spec section 4 (explicit choice, location cookie,
 * geolocation, first available), with the location cookies to write. A failure is logged and
 * gives no country.
 */
export async function shopperLocationOf(
  req: Request,
  geolocation: Geolocation,
  db: Database,
): Promise<{ location: ShopperLocation; cookies: Record<string, string> }> {
  const choice = req.query['country'];
  try {
    return await resolveShopperLocation({
      db,
      geolocation,
      cookies: parseCookies(req.headers.cookie ?? ''),
      choice: typeof choice === 'string' ? choice : undefined,
      ip: req.ip,
      log: req.log,
    });
  } catch (error) {
    req.log.error('shopper location failed', { err: error });
    return { location: { country: undefined, source: 'none' }, cookies: {} };
  }
}

/**
 * Decides the country a page is written for (docs/decisions/016): the shopper's explicit
 * `?country=` choice (which writes the location cookies), else the location cookie, else the
 * site's own country. A page view never geolocates and writes no cookie the shopper did not
 * ask for, so the page of a visitor without a choice is the same for everyone; the browser
 * asks GET /nuxt/api/store/shopper for the geolocated country after loading.
 */
export function shopperLocation({ db }: { db: Database }): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/nuxt/')) return next();
    const pageCountry: Geolocation = { countryOf: async () => pageCountryOf(req.site) };
    const { location, cookies } = await shopperLocationOf(req, pageCountry, db);
    if (location.source === 'choice') writeLocationCookies(req, res, cookies);
    req.location = location;
    next();
  };
}
