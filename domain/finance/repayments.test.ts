import { describe, expect, test } from 'vitest';
import { aprOfPayments } from './apr.ts';
import type { FinanceProduct } from './finance-product.ts';
import { financeTerms, instalments, monthlyRate, planLabel } from './repayments.ts';

function product(months: number, apr: number, fee = 0, feePayable: FinanceProduct['feePayable'] = 'on_approval'): FinanceProduct {
  return { productId: 'P', name: 'P', kind: apr ? 'classic' : 'interest_free', months, apr, minLoan: 0, maxLoan: 10_000_00, arrangementFee: fee, feePayable };
}

// Each example worked by hand (and checked with a 50-digit decimal calculation): the
// monthly repayment is the annuity rounded to the penny, the final payment whatever
// balance and interest is left after the other instalments.
describe('worked examples', () => {
  test('0 % APR, no fee: £2,499 with a 10 % deposit over 12 months', () => {
    // £2,249.10 / 12 = £187.425 → £187.43; 11 × £187.43 = £2,061.73; final £2,249.10 − £2,061.73 = £187.37.
    expect(financeTerms(product(12, 0), 249900, 10)).toEqual({
      cashPrice: 249900,
      depositPercent: 10,
      deposit: 24990,
      loanAmount: 224910,
      months: 12,
      monthlyRepayment: 18743,
      finalPayment: 18737,
      apr: 0,
      arrangementFee: 0,
      feePayable: 'on_approval',
      totalRepayable: 249900,
    });
  });

  test('0 % APR with a £29 fee paid with the first instalment: £2,000 with 20 % down over 24 months', () => {
    // £1,600 / 24 = £66.667 → £66.67; final £1,600 − 23 × £66.67 = £66.59. The fee makes the
    // first instalment £95.67, which costs 1.8 % APR although no interest is charged.
    const terms = financeTerms(product(24, 0, 2900, 'first_instalment'), 200000, 20);
    expect(terms).toMatchObject({ deposit: 40000, loanAmount: 160000, monthlyRepayment: 6667, finalPayment: 6659, arrangementFee: 2900 });
    expect(terms.apr).toBe(1.8);
    expect(terms.totalRepayable).toBe(40000 + 160000 + 2900);
  });

  test('9.9 % APR, no fee: £1,000 over 24 months repays £45.90 a month', () => {
    // Monthly rate 1.099^(1/12) − 1 = 0.7900 %; annuity £45.9040 → £45.90; the 0.4p a month
    // kept back grows to a final payment of £46.01. Total 23 × £45.90 + £46.01 = £1,101.71.
    expect(monthlyRate(9.9)).toBeCloseTo(0.0079, 5);
    const terms = financeTerms(product(24, 9.9), 100000, 0);
    expect(terms).toMatchObject({ deposit: 0, loanAmount: 100000, monthlyRepayment: 4590, finalPayment: 4601, apr: 9.9, totalRepayable: 110171 });
  });

  test('9.9 % APR, no fee: £2,000 with a 10 % deposit over 48 months', () => {
    // £1,800: annuity £45.2021 → £45.20; final £45.32; total £200 + 47 × £45.20 + £45.32 = £2,369.72.
    expect(financeTerms(product(48, 9.9), 200000, 10)).toMatchObject({
      deposit: 20000,
      loanAmount: 180000,
      monthlyRepayment: 4520,
      finalPayment: 4532,
      apr: 9.9,
      totalRepayable: 236972,
    });
  });

  test('12.9 % APR with a £25 fee on approval: £1,500 over 36 months costs 14.2 % APR', () => {
    // Annuity £49.9611 → £49.96; final £50.01. Paying £25 up front means £1,475 of credit
    // buys the same repayments, so the APR rises from 12.9 % to 14.2 %.
    const terms = financeTerms(product(36, 12.9, 2500, 'on_approval'), 150000, 0);
    expect(terms).toMatchObject({ loanAmount: 150000, monthlyRepayment: 4996, finalPayment: 5001, apr: 14.2, arrangementFee: 2500, feePayable: 'on_approval' });
    expect(terms.totalRepayable).toBe(35 * 4996 + 5001 + 2500);
  });
});

describe('instalments', () => {
  test('every 0 % schedule repays exactly the loan', () => {
    for (const [loan, months] of [
      [50000, 12],
      [123457, 24],
      [999999, 36],
      [100001, 48],
    ] as const) {
      const { monthlyRepayment, finalPayment } = instalments(loan, 0, months);
      expect(monthlyRepayment * (months - 1) + finalPayment, `${loan} over ${months}`).toBe(loan);
      expect(Math.abs(finalPayment - monthlyRepayment)).toBeLessThan(months);
    }
  });

  test('a one-month plan is a single payment', () => {
    expect(instalments(50000, 0, 1)).toEqual({ monthlyRepayment: 50000, finalPayment: 50000 });
  });
});

describe('APR', () => {
  test('the APR of a schedule built at 9.9 % is 9.9 %', () => {
    const { monthlyRepayment, finalPayment } = instalments(180000, 9.9, 48);
    expect(aprOfPayments(180000, [...Array(47).fill(monthlyRepayment), finalPayment])).toBe(9.9);
  });

  test('repaying no more than was lent is 0 % APR', () => {
    expect(aprOfPayments(120000, Array(12).fill(10000))).toBe(0);
  });
});

test('a plan is labelled interest free only while its APR, fee included, is 0 %', () => {
  const interestFree = product(24, 0);
  expect(planLabel(interestFree, financeTerms(interestFree, 2_000_00, 10))).toBe('interestFree');
  const withFee = product(24, 0, 29_00, 'first_instalment');
  const terms = financeTerms(withFee, 2_000_00, 10);
  expect(terms.apr).toBeGreaterThan(0);
  expect(planLabel(withFee, terms)).toBe('noInterestWithFee');
  const classic = product(48, 9.9);
  expect(planLabel(classic, financeTerms(classic, 2_000_00, 10))).toBe('classic');
});
