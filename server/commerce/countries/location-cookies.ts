import type { CountryRecord } from './types.ts';

export const LOCATION_COOKIE = 'location';
export const ESW_LOCATION_COOKIE = 'esw-location';
export const ESW_CURRENCY_COOKIE = 'esw-currency';
export const LOCATION_COOKIE_NAMES = [LOCATION_COOKIE, ESW_LOCATION_COOKIE, ESW_CURRENCY_COOKIE] as const;

/** A chosen country is remembered for a year, like the language. */
export const LOCATION_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** What the three location cookies hold for a country; the partner's code in capitals (spec section 4). */
export function locationCookieValues(country: CountryRecord): Record<(typeof LOCATION_COOKIE_NAMES)[number], string> {
  return {
    [LOCATION_COOKIE]: country.code,
    [ESW_LOCATION_COOKIE]: country.eswCode.toUpperCase(),
    [ESW_CURRENCY_COOKIE]: country.currency,
  };
}

/** The cookies to write so they hold `country`: only those that differ from what the browser sent. */
export function locationCookieChanges(country: CountryRecord, current: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(locationCookieValues(country)).filter(([name, value]) => current[name] !== value));
}
