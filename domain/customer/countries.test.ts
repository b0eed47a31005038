import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ADDRESS_COUNTRIES, countryOptions } from './countries.ts';

test('addresses may be in exactly the store’s available countries', () => {
  const config = JSON.parse(readFileSync('fixtures/countries/store-config.json', 'utf8')) as { availableCountries: string[] };
  expect([...ADDRESS_COUNTRIES].sort()).toEqual([...config.availableCountries].sort());
});

test('the country select lists the UK first, then names in the page’s language', () => {
  const options = countryOptions('de');
  expect(options[0]).toEqual({ code: 'GB', name: 'Vereinigtes Königreich' });
  expect(options.find((o) => o.code === 'DE')?.name).toBe('Deutschland');
});
