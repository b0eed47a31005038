import type { Language } from '../../../domain/i18n/index.ts';

/** A configured country (spec section 3), with its name in both languages, as stored. */
export interface CountryRecord {
  /** ISO 3166 alpha-2, capitals. */
  code: string;
  name: Record<Language, string>;
  /** ISO 4217 code of the prices shown there. */
  currency: string;
  /** The code the cross-border partner knows the country by. */
  eswCode: string;
  currencySign: string;
  /** BCP 47 locale for formatting money there, e.g. de-DE. */
  locale: string;
  /** Path of the flag image. */
  icon: string;
}

/** A country as the calls give it: the name in the shopper's language. */
export type Country = Omit<CountryRecord, 'name'> & { name: string };

export interface StoreCountryConfig {
  /** Codes in the order they are offered; the first is the default. */
  availableCountries: string[];
  /** Countries checked out without the cross-border partner. */
  nonEswCountries: string[];
  eswEnabled: boolean;
}

export function localiseCountry(record: CountryRecord, language: Language): Country {
  return { ...record, name: record.name[language] };
}

/** The country with this code, in any letter case. */
export function findCountry(countries: readonly CountryRecord[], code: string | undefined): CountryRecord | undefined {
  if (!code) return undefined;
  const wanted = code.trim().toUpperCase();
  return countries.find((country) => country.code === wanted);
}
