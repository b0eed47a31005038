import { type CountryRecord, findCountry } from './types.ts';

/** Which step of the rule decided the country; 'none' when geolocation failed. */
export type CountrySource = 'choice' | 'cookie' | 'geolocation' | 'first-available' | 'none';

export interface CountrySelection {
  country: CountryRecord | undefined;
  source: CountrySource;
}

export interface CountrySelectionInput {
  available: readonly CountryRecord[];
  /** An explicit choice: the choose call or `?country=`. */
  choice?: string | undefined;
  /** The `location` cookie. */
  cookie?: string | undefined;
  /** Asks the geolocation adapter; throws when the lookup fails. */
  geolocate: () => Promise<string | undefined>;
  onGeolocationFailure: (error: unknown) => void;
}

/**
 * Spec section 4: explicit choice, else the location cookie, else the geolocated country,
 * else the first available country. A failed geolocation is reported and gives an empty
 * country (section 8). A choice or cookie naming no available country is passed over.
 */
export async function selectCountry({ available, choice, cookie, geolocate, onGeolocationFailure }: CountrySelectionInput): Promise<CountrySelection> {
  const chosen = findCountry(available, choice);
  if (chosen) return { country: chosen, source: 'choice' };
  const remembered = findCountry(available, cookie);
  if (remembered) return { country: remembered, source: 'cookie' };
  let located: string | undefined;
  try {
    located = await geolocate();
  } catch (error) {
    onGeolocationFailure(error);
    return { country: undefined, source: 'none' };
  }
  const geolocated = findCountry(available, located);
  if (geolocated) return { country: geolocated, source: 'geolocation' };
  const first = available[0];
  return first ? { country: first, source: 'first-available' } : { country: undefined, source: 'none' };
}
