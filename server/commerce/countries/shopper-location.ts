import type { Queryable } from '../../db/database.ts';
import type { Geolocation } from '../../integrations/geolocation/geolocation.ts';
import { cachedStoreCountries } from './country-repository.ts';
import { LOCATION_COOKIE, locationCookieChanges } from './location-cookies.ts';
import { type CountrySource, selectCountry } from './select-country.ts';
import type { CountryRecord } from './types.ts';

/** The shopper's country for this request; undefined when none could be decided. */
export interface ShopperLocation {
  country: CountryRecord | undefined;
  source: CountrySource;
}

export interface ShopperLocationInput {
  db: Queryable;
  geolocation: Geolocation;
  cookies: Record<string, string | undefined>;
  /** `?country=` of the page, if any. */
  choice: string | undefined;
  /** The shopper's address, for geolocation. */
  ip: string | undefined;
  log: { warn(msg: string, fields?: Record<string, unknown>): void };
}

/** Decides the shopper's country by the rule of spec section 4, and which location cookies to (re)write. */
export async function resolveShopperLocation(input: ShopperLocationInput): Promise<{ location: ShopperLocation; cookies: Record<string, string> }> {
  const { available } = await cachedStoreCountries(input.db);
  const location = await selectCountry({
    available,
    choice: input.choice,
    cookie: input.cookies[LOCATION_COOKIE],
    geolocate: async () => (input.ip ? input.geolocation.countryOf(input.ip) : undefined),
    onGeolocationFailure: (error) => input.log.warn('geolocation failed; no country for this visit', { err: error }),
  });
  return { location, cookies: location.country ? locationCookieChanges(location.country, input.cookies) : {} };
}
