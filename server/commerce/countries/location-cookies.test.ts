import { expect, test } from 'vitest';
import { locationCookieChanges, locationCookieValues } from './location-cookies.ts';
import type { CountryRecord } from './types.ts';

const germany: CountryRecord = {
  code: 'DE',
  name: { en: 'Germany', de: 'Deutschland' },
  currency: 'EUR',
  eswCode: 'de',
  currencySign: '€',
  locale: 'de-DE',
  icon: '/assets/flags/de.svg',
};

test('the three location cookies hold the code, the partner code in capitals, and the currency', () => {
  expect(locationCookieValues(germany)).toEqual({ location: 'DE', 'esw-location': 'DE', 'esw-currency': 'EUR' });
});

test('only cookies that differ from what the browser sent are written again', () => {
  expect(locationCookieChanges(germany, { location: 'DE', 'esw-location': 'DE', 'esw-currency': 'EUR' })).toEqual({});
  expect(locationCookieChanges(germany, { location: 'DE' })).toEqual({ 'esw-location': 'DE', 'esw-currency': 'EUR' });
  expect(locationCookieChanges(germany, { location: 'GB', 'esw-location': 'GB', 'esw-currency': 'GBP' })).toEqual({
    location: 'DE',
    'esw-location': 'DE',
    'esw-currency': 'EUR',
  });
});
