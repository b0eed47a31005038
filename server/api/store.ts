import { Router } from 'express';
import { isLanguage } from '../../domain/i18n/index.ts';
import { cachedStoreCountries } from '../commerce/countries/country-repository.ts';
import { locationCookieValues } from '../commerce/countries/location-cookies.ts';
import { findCountry, localiseCountry } from '../commerce/countries/types.ts';
import type { Database } from '../db/database.ts';
import { invalid } from '../lib/errors.ts';
import { validBody } from '../lib/request-body.ts';
import { writeLocationCookies } from '../middleware/shopper-location.ts';
import { shellLocation } from '../pages/shell-location.ts';

/** The store's country settings and the shopper's explicit choice of country (spec sections 3 and 4). */
export function storeApi(db: Database): Router {
  const router = Router();

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
