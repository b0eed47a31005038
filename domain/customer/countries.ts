/** The member states of the European Union (import rules and duty differ from the rest of the world). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/**
 * Countries a shipping address may be in: the store's available countries
 * (`fixtures/countries/store-config.json`; a test keeps the two equal). Kept here so the
 * form and the server check the same list without a call. Names come from Intl.DisplayNames.
 */
export const ADDRESS_COUNTRIES = [
  'GB',
  ...EU_COUNTRIES,
  'AU',
  'CA',
  'CN',
  'JP',
  'KR',
  'CH',
  'AE',
  'US',
  'NO',
  'ZA',
  'TW',
  'MY',
  'NZ',
  'GI',
  'MC',
  'LI',
] as const;

export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export function isAddressCountry(code: string): code is AddressCountry {
  return (ADDRESS_COUNTRIES as readonly string[]).includes(code);
}

/** Country names sorted for the select, the UK first (most orders ship there). */
export function countryOptions(locale: string): { code: AddressCountry; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const [uk, ...rest] = ADDRESS_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  return [uk!, ...rest.sort((a, b) => a.name.localeCompare(b.name, locale))];
}

/** The store's own country: every other country checks out and is delivered through the international partner (spec section 1). */
export const HOME_COUNTRY_CODE = 'GB';

/** A shopper in another country than the UK: delivery, duties and taxes are the international partner's, calculated at its checkout. */
export function shopsAbroad(countryCode: string | undefined): boolean {
  return countryCode !== undefined && countryCode !== HOME_COUNTRY_CODE;
}
