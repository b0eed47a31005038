import { expect, test } from 'vitest';
import { SANDBOX_PRODUCTS } from '../../server/integrations/finance/sandbox.ts';
import { type FinanceProduct, financeProductOf } from './finance-product.ts';
import { financeQuote, lowestMonthlyRepayment } from './finance-quote.ts';

const PRODUCTS = SANDBOX_PRODUCTS.map(financeProductOf);

test('a £2,000 bike with 10 % down is offered every plan that finances £1,800, the 48-month plan as the example', () => {
  const quote = financeQuote(PRODUCTS, 200000, 10);
  if (quote.kind !== 'offers') throw new Error(`expected offers, got ${quote.kind}`);
  expect(quote.offers.map(({ product }) => `${product.months}@${product.apr}`)).toEqual(['12@0', '24@0', '24@14.9', '36@0', '36@12.9', '48@9.9']);
  expect(quote.example.product.productId).toBe('CL48-99');
  expect(quote.selected).toBe(quote.example);
  expect(quote.selected.terms.loanAmount).toBe(180000);
});

test('the chosen product is kept while it is on offer, and the example falls back in when it is not', () => {
  const chosen = financeQuote(PRODUCTS, 200000, 10, 'IF12-0');
  expect(chosen.kind === 'offers' && chosen.selected.product.productId).toBe('IF12-0');
  expect(chosen.kind === 'offers' && chosen.selected.terms.months).toBe(12);
  // £6,000 with 10 % down is £5,400: over the 36-month interest-free plan's £5,000.
  const gone = financeQuote(PRODUCTS, 600000, 10, 'IF36-0');
  expect(gone.kind === 'offers' && gone.selected.product.productId).toBe('CL48-99');
});

test('each offer carries its own figures, so a plan with a fee shows the APR the fee makes', () => {
  const quote = financeQuote(PRODUCTS, 200000, 20);
  if (quote.kind !== 'offers') throw new Error(`expected offers, got ${quote.kind}`);
  const aprOf = (id: string) => quote.offers.find((offer) => offer.product.productId === id)?.terms.apr;
  expect(aprOf('IF12-0')).toBe(0);
  expect(aprOf('IF24-0')).toBe(1.8);
  expect(aprOf('CL48-99')).toBe(9.9);
});

test('below the smallest rb_min_loan the shopper is asked for a higher cash price of at least that amount', () => {
  expect(financeQuote(PRODUCTS, 55000, 10)).toEqual({ kind: 'below-minimum', minimumAmount: 50000 });
  expect(financeQuote(PRODUCTS, 49999, 0)).toEqual({ kind: 'below-minimum', minimumAmount: 50000 });
});

test('an amount above every plan is no plan, and no price or no products is nothing', () => {
  expect(financeQuote(PRODUCTS, 2500000, 10)).toEqual({ kind: 'no-plan' });
  expect(financeQuote(PRODUCTS, undefined, 10)).toEqual({ kind: 'none' });
  expect(financeQuote([], 200000, 10)).toEqual({ kind: 'none' });
});

test("a bike's 'from £x a month' is its lowest monthly repayment on offer, and there is none outside the plans' range", () => {
  // £2,000 with 10 % down: the 48-month plan at 9.9 % APR repays £45.20 a month, the lowest of the six.
  expect(lowestMonthlyRepayment(PRODUCTS, 200000, 10)).toBe(4520);
  expect(lowestMonthlyRepayment(PRODUCTS, 200000, 10)).toBe(
    Math.min(...(financeQuote(PRODUCTS, 200000, 10) as { offers: { terms: { monthlyRepayment: number } }[] }).offers.map((o) => o.terms.monthlyRepayment)),
  );
  expect(lowestMonthlyRepayment(PRODUCTS, 40000, 10)).toBeUndefined();
  // £20,000 with 10 % down is £18,000 to finance: above every plan's £10,000.
  expect(lowestMonthlyRepayment(PRODUCTS, 2000000, 10)).toBeUndefined();
});

test("'from £x a month' is the lowest repayment of financeQuote's offers at every price and deposit, fees included", () => {
  const withFees: FinanceProduct[] = PRODUCTS.map((product, index) =>
    index % 2 ? { ...product, arrangementFee: 2900, feePayable: 'first_instalment' as const } : product,
  );
  for (const products of [PRODUCTS, withFees])
    for (const price of [0, 25000, 40000, 99999, 150000, 200000, 333333, 800000, 1200000, 2500000])
      for (const deposit of [0, 10, 25, 50]) {
        const quote = financeQuote(products, price, deposit);
        const expected = quote.kind === 'offers' ? Math.min(...quote.offers.map((offer) => offer.terms.monthlyRepayment)) : undefined;
        expect(lowestMonthlyRepayment(products, price, deposit), `${price} with ${deposit} % down`).toBe(expected);
      }
});
