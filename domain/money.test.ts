import { describe, expect, test } from 'vitest';
import countries from '../fixtures/countries/countries.json' with { type: 'json' };
import exchangeRates from '../fixtures/countries/exchange-rates.json' with { type: 'json' };
import {
  convertFromGbp,
  currencyExponent,
  decimalAmount,
  formatAmount,
  formatMoney,
  money,
  moneyFormat,
  moneyLocale,
  roundToWholeUnits,
  toMajor,
  toMinor,
} from './money.ts';

// Intl separates some amounts and signs with no-break spaces; spelled out here so the examples stay readable.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney', () => {
  test('euros in a German locale use a decimal comma, dot thousands and the sign after', () => {
    expect(formatMoney(123450, 'EUR', 'de-DE')).toBe(`1.234,50${NBSP}€`);
  });

  test('euros in a French locale group thousands with a narrow space', () => {
    expect(formatMoney(123456, 'EUR', 'fr-FR')).toBe(`1${NNBSP}234,56${NBSP}€`);
  });

  test('yen have no minor units: 250000 minor units are ¥250,000 with no decimals', () => {
    expect(formatMoney(250000, 'JPY', 'ja-JP')).toBe('￥250,000');
  });

  test('won have no minor units either', () => {
    expect(formatMoney(3500000, 'KRW', 'ko-KR')).toBe('₩3,500,000');
  });

  test('Swiss francs in Swiss German group with an apostrophe', () => {
    // ICU releases differ on the apostrophe (U+0027 or U+2019).
    expect(formatMoney(189900, 'CHF', 'de-CH')).toMatch(/^CHF\u00a01['’]899\.00$/);
  });

  test('pounds in the UK', () => {
    expect(formatMoney(189999, 'GBP', 'en-GB')).toBe('£1,899.99');
  });

  test('a missing or malformed locale falls back to en-GB', () => {
    expect(formatMoney(123450, 'EUR', undefined)).toBe('€1,234.50');
    expect(formatMoney(123450, 'EUR', 'not a locale')).toBe('€1,234.50');
    expect(moneyLocale('')).toBe('en-GB');
  });

  test('a lower-case currency code is accepted', () => {
    expect(formatMoney(500, 'usd', 'en-US')).toBe('$5.00');
  });

  test('a fraction of a minor unit is refused rather than silently rounded', () => {
    expect(() => formatMoney(10.5, 'GBP', 'en-GB')).toThrow(RangeError);
  });
});

describe('currencyExponent', () => {
  test('is the minor unit Intl formats: two decimals for euros and pounds, none for yen, won and forints', () => {
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('GBP')).toBe(2);
    expect(currencyExponent('HUF')).toBe(0);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('krw')).toBe(0);
  });
});

describe('money, toMajor and toMinor', () => {
  test('minor units become major units with the currency’s own decimals', () => {
    expect(money(189_999, 'GBP')).toEqual({ value: 1899.99, currency: 'GBP' });
    expect(money(250_000, 'JPY')).toEqual({ value: 250_000, currency: 'JPY' });
    expect(money(43_346, 'HUF')).toEqual({ value: 43_346, currency: 'HUF' });
    expect(money(5, 'EUR')).toEqual({ value: 0.05, currency: 'EUR' });
  });

  test('major units go back to the same whole minor units', () => {
    expect(toMinor(1899.99)).toBe(189_999);
    expect(toMinor(0.07, 'EUR')).toBe(7);
    expect(toMinor(250_000, 'JPY')).toBe(250_000);
    expect(toMajor(189_999)).toBe(1899.99);
  });

  test('a plain decimal for machines keeps the currency’s decimals', () => {
    expect(decimalAmount(129_900)).toBe('1299.00');
    expect(decimalAmount(16_994, 'JPY')).toBe('16994');
  });
});

describe('every currency the store sells in', () => {
  const currencies = [...new Set(countries.map((country) => country.currency))];
  const rates: Record<string, string> = exchangeRates.rates;

  test.each(currencies)('%s: a converted price, answered in major units, reads as the price the shopper was shown', (currency) => {
    const locale = countries.find((country) => country.currency === currency)?.locale ?? 'en-GB';
    const minor = convertFromGbp(189_999, rates[currency] ?? '1', currency);
    const shown = formatMoney(minor, currency, locale);
    const answered = money(minor, currency);
    expect(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(answered.value)).toBe(shown);
    expect(formatAmount(answered, locale)).toBe(shown);
    expect(toMinor(answered.value, currency)).toBe(minor);
  });
});

describe('moneyFormat', () => {
  const GB = { currency: 'GBP', locale: 'en-GB', rate: '1' };
  const JP = { currency: 'JPY', locale: 'ja-JP', rate: '199.4' };

  test('a shopper’s price is converted at the page’s rate into their currency and format', () => {
    expect(moneyFormat('en-GB', JP).price(1999)).toBe('￥3,986');
    expect(moneyFormat('de-DE', GB).price(189_900)).toBe('£1,899.00');
    expect(moneyFormat('en-GB', undefined).price(189_900)).toBe('£1,899.00');
    expect(moneyFormat('en-GB', JP).cartPrice(19.99)).toBe('￥3,986');
  });

  test('a catalogue price in pounds reads in the page’s language, with pence only when there are some', () => {
    expect(moneyFormat('en-GB', GB).listPrice(129_900)).toBe('£1,299');
    expect(moneyFormat('de-DE', GB).listPrice(129_950)).toBe(`1.299,50${NBSP}£`);
    expect(moneyFormat('en-GB', JP).listPrice(1999)).toBe('￥3,986');
  });

  test('UK-only offers state pounds in the page’s language, and an order reads in its own currency', () => {
    expect(moneyFormat('de-DE', JP).pounds(180_000)).toBe(`1.800,00${NBSP}£`);
    expect(moneyFormat('en-GB', JP).amount({ value: 43_346, currency: 'HUF' })).toBe('HUF\u00a043,346');
    expect(moneyFormat('en-GB', GB).amount({ value: 103.95, currency: 'EUR' })).toBe('€103.95');
  });

  test('where the retailer rounds a currency, catalogue prices show whole units and what is charged stays exact', () => {
    const DE = { currency: 'EUR', locale: 'de-DE', rate: '1.165' };
    const rounded = moneyFormat('de-DE', { ...DE, roundPrices: true });
    expect(moneyFormat('de-DE', DE).listPrice(1999)).toBe(`23,29${NBSP}€`);
    expect(rounded.listPrice(1999)).toBe(`23${NBSP}€`);
    expect(rounded.listPrice(129_900)).toBe(`1.513${NBSP}€`);
    expect(rounded.price(1999)).toBe(`23,29${NBSP}€`);
    expect(rounded.cartPrice(19.99)).toBe(`23,29${NBSP}€`);
    expect(moneyFormat('en-GB', { ...JP, roundPrices: true }).listPrice(1999)).toBe('￥3,986');
    expect(moneyFormat('en-GB', { ...GB, roundPrices: true }).listPrice(129_950)).toBe('£1,299.50');
  });
});

describe('roundToWholeUnits', () => {
  test('rounds half up to whole units and leaves currencies without decimals alone', () => {
    expect(roundToWholeUnits(2329, 'EUR')).toBe(2300);
    expect(roundToWholeUnits(2350, 'EUR')).toBe(2400);
    expect(roundToWholeUnits(2349, 'CHF')).toBe(2300);
    expect(roundToWholeUnits(3986, 'JPY')).toBe(3986);
    expect(roundToWholeUnits(43_346, 'KRW')).toBe(43_346);
  });
});

describe('convertFromGbp', () => {
  test('£19.99 at 1.165 is €23.29 (2328.835 cents rounds up)', () => {
    expect(convertFromGbp(1999, '1.165', 'EUR')).toBe(2329);
  });

  test('£19.99 at 199.4 yen is ¥3,986, whole yen', () => {
    expect(convertFromGbp(1999, 199.4, 'JPY')).toBe(3986);
  });

  test('£1,899.00 at 1868.5 won is ₩3,548,282 (half a won rounds away from zero)', () => {
    expect(convertFromGbp(189900, '1868.5', 'KRW')).toBe(3548282);
  });

  test('a rate given as a number is read as its decimal text, so 1.005 is not 1.00499…', () => {
    expect(convertFromGbp(100, 1.005, 'USD')).toBe(101);
    expect(convertFromGbp(50, 1.005, 'USD')).toBe(50);
  });

  test('negative amounts (refunds) round symmetrically', () => {
    expect(convertFromGbp(-1999, '1.165', 'EUR')).toBe(-2329);
  });

  test('pounds to pounds at 1 are unchanged', () => {
    expect(convertFromGbp(123456, '1', 'GBP')).toBe(123456);
  });

  test('a zero, negative or non-numeric rate is refused', () => {
    expect(() => convertFromGbp(100, '0', 'EUR')).toThrow(RangeError);
    expect(() => convertFromGbp(100, -1.2, 'EUR')).toThrow(RangeError);
    expect(() => convertFromGbp(100, 'abc', 'EUR')).toThrow(RangeError);
  });
});
