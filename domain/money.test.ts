import { describe, expect, test } from 'vitest';
import { convertFromGbp, currencyExponent, formatMoney, moneyLocale } from './money.ts';

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
  test('follows ISO 4217: two decimals by default, none for JPY and KRW', () => {
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('HUF')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('krw')).toBe(0);
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
