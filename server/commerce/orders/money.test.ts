import { expect, test } from 'vitest';
import { money } from './money.ts';

test('minor units become major units with the currency’s own decimals', () => {
  expect(money(189_999, 'GBP')).toEqual({ value: 1899.99, currency: 'GBP' });
  expect(money(250_000, 'JPY')).toEqual({ value: 250_000, currency: 'JPY' });
  expect(money(5, 'EUR')).toEqual({ value: 0.05, currency: 'EUR' });
});
