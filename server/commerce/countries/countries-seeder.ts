import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seeder } from '../../db/seed.ts';
import type { CountryRecord, StoreCountryConfig } from './types.ts';

export const COUNTRIES_FIXTURES_DIR = join(process.cwd(), 'fixtures', 'countries');

function readFixture<T>(name: string): T {
  return JSON.parse(readFileSync(join(COUNTRIES_FIXTURES_DIR, name), 'utf8')) as T;
}

export function countryFixtures(): { countries: CountryRecord[]; config: StoreCountryConfig; rates: Record<string, string> } {
  return {
    countries: readFixture<CountryRecord[]>('countries.json'),
    config: readFixture<StoreCountryConfig>('store-config.json'),
    rates: readFixture<{ rates: Record<string, string> }>('exchange-rates.json').rates,
  };
}

/** The configured countries, the store's country settings and the starting exchange rates. */
export const countriesSeeder: Seeder = {
  name: 'countries',
  demo: false,
  async run(tx) {
    const { countries, config, rates } = countryFixtures();
    for (const c of countries) {
      await tx.query(
        'insert into countries (code, name_en, name_de, currency, esw_code, currency_sign, locale, icon) values ($1, $2, $3, $4, $5, $6, $7, $8)',
        [c.code, c.name.en, c.name.de, c.currency, c.eswCode, c.currencySign, c.locale, c.icon],
      );
    }
    const known = new Set(countries.map((c) => c.code));
    const unknown = [...config.availableCountries, ...config.nonEswCountries].filter((code) => !known.has(code));
    if (unknown.length) throw new Error(`fixtures/countries/store-config.json names countries missing from countries.json: ${unknown.join(', ')}`);
    await tx.query('insert into store_country_config (available_countries, non_esw_countries, esw_enabled) values ($1, $2, $3)', [
      config.availableCountries,
      config.nonEswCountries,
      config.eswEnabled,
    ]);
    for (const [currency, rate] of Object.entries(rates)) {
      await tx.query("insert into exchange_rates (currency, rate, source) values ($1, $2, 'fixtures')", [currency, rate]);
    }
  },
};
