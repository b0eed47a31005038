import { expect, test } from 'vitest';
import { savingsByBand } from './savings.ts';
import { parseTotal, RAISED_SCHEME_LIMIT, STANDARD_SCHEME_LIMIT, schemeLimit } from './scheme.ts';

test('a £1,000 package saves 28 %, 42 % and 47 % by band: income tax plus employee National Insurance', () => {
  // Basic: 20 % + 8 % of £1,000 = £280, so £720, or £60 a month; higher 40 % + 2 % = £420; additional 45 % + 2 % = £470.
  expect(savingsByBand(100000)).toEqual([
    { band: 'basic', savingPercent: 28, saving: 28000, youPay: 72000, monthlySacrifice: 8333, monthlyCost: 6000 },
    { band: 'higher', savingPercent: 42, saving: 42000, youPay: 58000, monthlySacrifice: 8333, monthlyCost: 4833 },
    { band: 'additional', savingPercent: 47, saving: 47000, youPay: 53000, monthlySacrifice: 8333, monthlyCost: 4417 },
  ]);
});

test('savings are rounded to the penny and what the employee pays makes up the rest exactly', () => {
  // £1,249.99 × 28 % = £349.9972 → £350.00.
  const [basic] = savingsByBand(124999);
  expect(basic).toMatchObject({ saving: 35000, youPay: 89999 });
  for (const band of savingsByBand(333333)) expect(band.saving + band.youPay).toBe(333333);
});

test('the scheme limit is £1,000, or £5,000 where the employer opted into a higher limit', () => {
  expect(schemeLimit(false)).toBe(STANDARD_SCHEME_LIMIT);
  expect(STANDARD_SCHEME_LIMIT).toBe(100000);
  expect(schemeLimit(true)).toBe(RAISED_SCHEME_LIMIT);
  expect(RAISED_SCHEME_LIMIT).toBe(500000);
});

test.each([
  ['1000', 100000],
  ['1249.99', 124999],
  ['1249.9', 124990],
  ['£1,249.99', 124999],
  [' 950 ', 95000],
  [1249.99, 124999],
  [0, 0],
  ['12,49', undefined],
  ['1249.999', undefined],
  ['-5', undefined],
  ['a bike', undefined],
  ['', undefined],
  [null, undefined],
])('the total %j reads as %s pence', (given, pence) => {
  expect(parseTotal(given)).toBe(pence);
});
