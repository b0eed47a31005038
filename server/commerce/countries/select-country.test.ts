import { describe, expect, test, vi } from 'vitest';
import { selectCountry } from './select-country.ts';
import type { CountryRecord } from './types.ts';

function country(code: string, currency: string): CountryRecord {
  return { code, name: { en: code, de: code }, currency, eswCode: code, currencySign: '', locale: 'en-GB', icon: `/assets/flags/${code.toLowerCase()}.svg` };
}

const available = [country('GB', 'GBP'), country('DE', 'EUR'), country('JP', 'JPY'), country('FR', 'EUR')];
const noFailure = () => {
  throw new Error('geolocation should not have failed');
};

describe('the country selection rule', () => {
  test('an explicit choice wins over the cookie and geolocation, in any letter case', async () => {
    const geolocate = vi.fn(async () => 'FR');
    const selection = await selectCountry({ available, choice: 'de', cookie: 'JP', geolocate, onGeolocationFailure: noFailure });
    expect(selection).toEqual({ country: available[1], source: 'choice' });
    expect(geolocate).not.toHaveBeenCalled();
  });

  test('without a choice the location cookie decides, and geolocation is not asked', async () => {
    const geolocate = vi.fn(async () => 'FR');
    const selection = await selectCountry({ available, cookie: 'JP', geolocate, onGeolocationFailure: noFailure });
    expect(selection).toEqual({ country: available[2], source: 'cookie' });
    expect(geolocate).not.toHaveBeenCalled();
  });

  test('a choice naming no available country is passed over for the cookie', async () => {
    const selection = await selectCountry({ available, choice: 'XX', cookie: 'JP', geolocate: async () => 'FR', onGeolocationFailure: noFailure });
    expect(selection.source).toBe('cookie');
    expect(selection.country?.code).toBe('JP');
  });

  test('without a choice or cookie the geolocated country decides', async () => {
    const selection = await selectCountry({ available, geolocate: async () => 'FR', onGeolocationFailure: noFailure });
    expect(selection).toEqual({ country: available[3], source: 'geolocation' });
  });

  test('a cookie for a country no longer offered falls through to geolocation', async () => {
    const selection = await selectCountry({ available, cookie: 'BR', geolocate: async () => 'DE', onGeolocationFailure: noFailure });
    expect(selection).toEqual({ country: available[1], source: 'geolocation' });
  });

  test('when geolocation knows no country, or one we do not ship to, the first available country is used', async () => {
    expect(await selectCountry({ available, geolocate: async () => undefined, onGeolocationFailure: noFailure })).toEqual({
      country: available[0],
      source: 'first-available',
    });
    expect(await selectCountry({ available, geolocate: async () => 'BR', onGeolocationFailure: noFailure })).toEqual({
      country: available[0],
      source: 'first-available',
    });
  });

  test('a failed geolocation is reported and gives an empty country, not the first available', async () => {
    const failure = new Error('geolocation: no answer within 3000 ms');
    const reported: unknown[] = [];
    const selection = await selectCountry({
      available,
      cookie: 'XX',
      geolocate: async () => {
        throw failure;
      },
      onGeolocationFailure: (error) => reported.push(error),
    });
    expect(selection).toEqual({ country: undefined, source: 'none' });
    expect(reported).toEqual([failure]);
  });

  test('with no available countries there is no country', async () => {
    expect(await selectCountry({ available: [], choice: 'GB', geolocate: async () => 'GB', onGeolocationFailure: noFailure })).toEqual({
      country: undefined,
      source: 'none',
    });
  });
});
