import { expect, test } from 'vitest';
import { currencyExponent } from '../../../domain/money.ts';
import { countryFixtures } from './countries-seeder.ts';
import { FLAGS_DIR } from '../../render/flag-assets.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const { countries, config, rates } = countryFixtures();
const EURO_AREA = ['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES'];

test('44 countries are configured, each once, with the UK first and the only one without the partner', () => {
  expect(countries).toHaveLength(44);
  expect(new Set(countries.map((c) => c.code)).size).toBe(44);
  expect(config.availableCountries[0]).toBe('GB');
  expect(config.nonEswCountries).toEqual(['GB']);
  expect(config.eswEnabled).toBe(true);
});

test('euro-area states use EUR and the other currencies of spec section 3 are all present', () => {
  for (const code of EURO_AREA) expect(countries.find((c) => c.code === code)?.currency, code).toBe('EUR');
  const currencies = new Set(countries.map((c) => c.currency));
  for (const currency of [
    'BGN',
    'CZK',
    'DKK',
    'HUF',
    'NOK',
    'PLN',
    'RON',
    'SEK',
    'ZAR',
    'TWD',
    'MYR',
    'NZD',
    'CAD',
    'AUD',
    'JPY',
    'KRW',
    'CNY',
    'AED',
    'USD',
    'CHF',
    'GIP',
  ]) {
    expect(currencies.has(currency), currency).toBe(true);
  }
});

test('every country has names in both languages, a supported locale, a rate and a flag file', () => {
  for (const c of countries) {
    expect(c.code).toMatch(/^[A-Z]{2}$/);
    expect(c.eswCode).toBe(c.code);
    expect(c.name.en.length && c.name.de.length, c.code).toBeTruthy();
    expect(Intl.NumberFormat.supportedLocalesOf([c.locale]), c.locale).toEqual([c.locale]);
    expect(rates[c.currency], c.currency).toMatch(/^\d+(\.\d+)?$/);
    expect(c.icon).toBe(`/assets/flags/${c.code.toLowerCase()}.svg`);
    expect(existsSync(join(FLAGS_DIR, `${c.code.toLowerCase()}.svg`)), c.icon).toBe(true);
  }
});

test('forints, yen and won are whole units; the rest have two decimals', () => {
  expect(countries.filter((c) => currencyExponent(c.currency) === 0).map((c) => c.currency)).toEqual(['HUF', 'JPY', 'KRW']);
});
