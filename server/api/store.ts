import { Router } from 'express';
import { isLanguage } from '../../domain/i18n/index.ts';
import { cachedStoreCountries } from '../commerce/countries/country-repository.ts';
import { locationCookieValues } from '../commerce/countries/location-cookies.ts';
import { findCountry, localiseCountry } from '../commerce/countries/types.ts';
import type { Database } from '../db/database.ts';
import { invalid } from '../lib/errors.ts';
import { validBody } from '../lib/request-body.ts';
import type { Geolocation } from '../integrations/geolocation/geolocation.ts';
import { shopperLocationOf, writeLocationCookies } from '../middleware/shopper-location.ts';
import { shellLocation, shopperShellLocation } from '../pages/shell-location.ts';
import type { Config } from '../config.ts';
import { CART_COOKIE } from './request-cart.ts';
import { parse as parseCookies } from 'cookie';

/** The store's country settings and the shopper's explicit choice of country (spec sections 3 and 4). */
export function storeApi(db: Database, config: Config, geolocation: Geolocation): Router {
  const router = Router();

  /**
   * GET /nuxt/api/store/shopper → {location?, hasCart}: what the page leaves to the browser
   * (docs/decisions/016): the shopper's country by the full rule of spec section 4, geolocation
   * included (its cookies are written here), and whether the HttpOnly cart cookie names a cart.
   */
  router.get('/store/shopper', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { location, cookies } = await shopperLocationOf(req, geolocation, db);
    writeLocationCookies(req, res, cookies);
    const shown = await shopperShellLocation({ db, config, site: req.site, location });
    res.json({ ...(shown ? { location: shown } : {}), hasCart: Boolean(parseCookies(req.headers.cookie ?? '')[CART_COOKIE]) });
  });

  /** GET /nuxt/api/store/config[?locale=de] → {availableCountries, nonEswCountries, eswEnabled}; names in the asked language. */
  router.get('/store/config', async (req, res) => {
    const asked = req.query['locale'];
    if (asked !== undefined && !isLanguage(asked)) throw invalid('locale must be en or de', 'locale');
    const language = asked ?? req.site.locale;
    const { config, available } = await cachedStoreCountries(db);
    res.json({
      availableCountries: available.map((country) => localiseCountry(country, language)),
      nonEswCountries: config.nonEswCountries,
      eswEnabled: config.eswEnabled,
    });
  });

  /** POST /nuxt/api/store/choose-country {countryCode} → {location}; sets the location, esw-location and esw-currency cookies. */
  router.post('/store/choose-country', async (req, res) => {
    const { countryCode } = validBody('requests/choose-country.json', req.body);
    const country = findCountry((await cachedStoreCountries(db)).available, countryCode);
    if (!country) throw invalid(`We don't deliver to ${countryCode.toUpperCase()}. Choose one of the countries from the store config call.`, 'countryCode');
    writeLocationCookies(req, res, locationCookieValues(country));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ location: shellLocation(country, req.site.locale) });
  });

  return router;
}
