import { describe, expect, test } from 'vitest';
import type { FinanceProduct } from './finance-product.ts';
import {
  cashPriceRange,
  clampDepositPercent,
  depositFor,
  financeOffered,
  minimumFinanceAmount,
  offeredProducts,
  ratesUnavailable,
  representativeProduct,
} from './offer-rules.ts';

/** Amounts in pence: £500–£1,000 and £800–£2,000. */
const SMALL: FinanceProduct = {
  productId: 'SMALL',
  name: 'Small',
  kind: 'interest_free',
  months: 12,
  apr: 0,
  minLoan: 50000,
  maxLoan: 100000,
  arrangementFee: 0,
  feePayable: 'on_approval',
};
const LARGE: FinanceProduct = { ...SMALL, productId: 'LARGE', name: 'Large', kind: 'classic', months: 36, apr: 12.9, minLoan: 80000, maxLoan: 200000 };
const PRODUCTS = [SMALL, LARGE];
const ids = (products: FinanceProduct[]) => products.map((p) => p.productId);

describe('spec section 5, rule by rule, at its edges', () => {
  test.each([
    ['10 % of £1,000.00 is £100.00', 100000, 10, 10000],
    ['10 % of £1,999.99 is £200.00 (199.999 rounded to 2 decimals)', 199999, 10, 20000],
    ['15 % of £0.10 is £0.02 (0.015 rounds half up)', 10, 15, 2],
    ['5 % of £0.09 is £0.00 (0.0045 rounds down)', 9, 5, 0],
    ['50 % of £1,234.57 is £617.29 (617.285 rounds half up)', 123457, 50, 61729],
    ['0 % is no deposit', 123457, 0, 0],
  ])('deposit: %s', (_name, price, percent, deposit) => {
    expect(depositFor(price, percent)).toBe(deposit);
  });

  test.each([
    ['price − deposit exactly rb_min_loan is offered', 55556, 10, ['SMALL']],
    ['a penny under rb_min_loan is not', 55555, 10, []],
    ['exactly rb_max_loan is offered', 111111, 10, ['SMALL', 'LARGE']],
    ['a penny over rb_max_loan is not', 111112, 10, ['LARGE']],
    ['50 % of £2,000 leaves £1,000, inside both ranges', 200000, 50, ['SMALL', 'LARGE']],
    ['above every rb_max_loan nothing is offered', 300000, 10, []],
  ])('with a deposit: %s', (_name, price, percent, expected) => {
    expect(ids(offeredProducts(PRODUCTS, price, percent))).toEqual(expected);
  });

  test.each([
    ['rb_min_loan equal to the price is offered', 50000, ['SMALL']],
    ['rb_min_loan a penny above the price is not', 49999, []],
    ['rb_max_loan does not limit an offer without a deposit', 500000, ['SMALL', 'LARGE']],
  ])('without a deposit: %s', (_name, price, expected) => {
    expect(ids(offeredProducts(PRODUCTS, price, 0))).toEqual(expected);
  });

  test('with no price and no deposit the list is empty, even for a product from £0', () => {
    const fromNothing = { ...SMALL, productId: 'ZERO', minLoan: 0 };
    expect(offeredProducts([fromNothing, ...PRODUCTS], undefined, 0)).toEqual([]);
    expect(offeredProducts([fromNothing, ...PRODUCTS], 0, 0)).toEqual([]);
    expect(ids(offeredProducts([fromNothing, ...PRODUCTS], 0, 10))).toEqual(['ZERO']);
  });

  test.each([
    ['rb_min_loan above price − deposit', 55555, 10, true],
    ['rb_min_loan equal to price − deposit', 55556, 10, false],
    ['rb_min_loan below price − deposit', 100000, 0, false],
    ['rb_min_loan above the price without a deposit', 49999, 0, true],
  ])('rates unavailable: %s', (_name, price, percent, unavailable) => {
    expect(ratesUnavailable(SMALL, price, percent)).toBe(unavailable);
  });

  test('the minimum finance amount is the smallest rb_min_loan, whatever the order', () => {
    expect(minimumFinanceAmount([LARGE, SMALL])).toBe(50000);
    expect(minimumFinanceAmount([])).toBeUndefined();
  });

  test.each([
    ['on and GB', true, 'GB', true],
    ['off and GB', false, 'GB', false],
    ['on and DE', true, 'DE', false],
    ['on and no country', true, undefined, false],
    ['on and a lower-case code (codes are upper case)', true, 'gb', false],
  ])('finance is offered only with the flag on and country GB: %s', (_name, flag, country, offered) => {
    expect(financeOffered(flag, country)).toBe(offered);
  });

  test('the representative example is the longest term and, among those, the lowest APR', () => {
    const dear48 = { ...LARGE, productId: 'DEAR48', months: 48, apr: 14.9 };
    const cheap48 = { ...LARGE, productId: 'CHEAP48', months: 48, apr: 9.9 };
    expect(representativeProduct([SMALL, dear48, LARGE, cheap48])?.productId).toBe('CHEAP48');
    expect(representativeProduct([SMALL, LARGE])?.productId).toBe('LARGE');
    expect(
      representativeProduct([
        { ...SMALL, apr: 0 },
        { ...SMALL, productId: 'SAME', apr: 0 },
      ])?.productId,
    ).toBe('SMALL');
    expect(representativeProduct([])).toBeUndefined();
  });

  test.each([
    [-5, 0],
    [0, 0],
    [50, 50],
    [51, 50],
    [12.4, 12],
    [Number.NaN, 0],
  ])('the deposit percentage stays within 0–50 %%: %s → %s', (given, kept) => {
    expect(clampDepositPercent(given)).toBe(kept);
  });

  test('the cash-price range reaches four times the start, from the minimum finance amount, in £50 steps', () => {
    expect(cashPriceRange(200000, PRODUCTS)).toEqual({ min: 50000, max: 400000, step: 5000 });
    const roomy = [{ ...LARGE, maxLoan: 1000000 }];
    expect(cashPriceRange(200000, roomy)).toEqual({ min: 80000, max: 800000, step: 5000 });
    expect(cashPriceRange(123456, roomy).max).toBe(490000);
  });
});
