import { expect, test } from 'vitest';
import { poundsToShopper, priceQueryInPounds, shopperToPounds } from './price-filter-currency.ts';

const EUR = { currency: 'EUR', rate: '1.17' };

test('pounds show in whole units of the shopper currency, and typed amounts come back as a range that keeps every price shown', () => {
  expect(poundsToShopper(1000, '1.17')).toBe(1170);
  expect(shopperToPounds(1170, '1.17', 'from')).toBe(1000);
  expect(shopperToPounds(1200, '1.17', 'from')).toBe(1025);
  expect(shopperToPounds(1200, '1.17', 'to')).toBe(1026);
});

test('a query typed in euros is read in pounds; pounds, and bounds in a currency no longer the shopper’s, are not misread', () => {
  const typed = new URLSearchParams('colour=sand&price_from=1170&price_to=2340&price_currency=EUR');
  expect(priceQueryInPounds(typed, EUR).toString()).toBe('colour=sand&price_from=1000&price_to=2000');
  const pounds = new URLSearchParams('price_from=100&price_to=200');
  expect(priceQueryInPounds(pounds, EUR)).toBe(pounds);
  expect(priceQueryInPounds(typed, { currency: 'CHF', rate: '1.1' }).toString()).toBe('colour=sand');
  expect(priceQueryInPounds(new URLSearchParams('price_from=abc&price_currency=EUR'), EUR).toString()).toBe('');
});
