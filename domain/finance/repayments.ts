import { aprOfPayments } from './apr.ts';
import type { FinanceProduct } from './finance-product.ts';
import { depositFor } from './offer-rules.ts';

/** The finance terms of spec section 3, money in pence. */
export interface FinanceTerms {
  cashPrice: number;
  depositPercent: number;
  deposit: number;
  loanAmount: number;
  months: number;
  /** Each instalment but the last. */
  monthlyRepayment: number;
  /** The last instalment: what clears the loan after the rounded monthly repayments. */
  finalPayment: number;
  /** The APR, arrangement fee included, to one decimal place. */
  apr: number;
  arrangementFee: number;
  feePayable: FinanceProduct['feePayable'];
  /** Deposit, every instalment and the arrangement fee. */
  totalRepayable: number;
}

/** The monthly rate that compounds to the annual rate: APR is an effective annual rate. */
export function monthlyRate(apr: number): number {
  return (1 + apr / 100) ** (1 / 12) - 1;
}

/**
 * Repays `loan` over `months` at `apr`: equal monthly repayments rounded to the penny,
 * and a final payment of whatever balance (with its interest) is left after them.
 */
export function instalments(loan: number, apr: number, months: number): { monthlyRepayment: number; finalPayment: number } {
  if (apr === 0) {
    const monthlyRepayment = Math.round(loan / months);
    return { monthlyRepayment, finalPayment: loan - monthlyRepayment * (months - 1) };
  }
  const rate = monthlyRate(apr);
  const monthlyRepayment = Math.round((loan * rate) / (1 - (1 + rate) ** -months));
  let balance = loan;
  for (let month = 1; month < months; month++) balance = balance * (1 + rate) - monthlyRepayment;
  return { monthlyRepayment, finalPayment: Math.round(balance * (1 + rate)) };
}

/** Every figure of one product for a cash price and deposit percentage. */
export function financeTerms(product: FinanceProduct, cashPrice: number, depositPercent: number): FinanceTerms {
  const deposit = depositFor(cashPrice, depositPercent);
  const loanAmount = cashPrice - deposit;
  const { months, arrangementFee, feePayable } = product;
  const { monthlyRepayment, finalPayment } = instalments(loanAmount, product.apr, months);
  const payments = Array.from({ length: months }, (_, index) => (index === months - 1 ? finalPayment : monthlyRepayment));
  let credit = loanAmount;
  if (arrangementFee && feePayable === 'on_approval') credit -= arrangementFee;
  if (arrangementFee && feePayable === 'first_instalment') payments[0] = (payments[0] ?? 0) + arrangementFee;
  return {
    cashPrice,
    depositPercent,
    deposit,
    loanAmount,
    months,
    monthlyRepayment,
    finalPayment,
    // Without a fee the schedule is built from the product's APR, so that is its APR.
    apr: arrangementFee ? aprOfPayments(credit, payments) : product.apr,
    arrangementFee,
    feePayable,
    totalRepayable: deposit + monthlyRepayment * (months - 1) + finalPayment + arrangementFee,
  };
}

/**
 * What a plan may call itself: "interest free" only while its APR, fee included, is 0 %. A 0 % interest plan
 * with an arrangement fee has an APR above 0 % and says it carries a fee instead.
 */
export function planLabel(product: Pick<FinanceProduct, 'kind'>, terms: Pick<FinanceTerms, 'apr'>): 'interestFree' | 'noInterestWithFee' | 'classic' {
  if (product.kind !== 'interest_free') return 'classic';
  return terms.apr === 0 ? 'interestFree' : 'noInterestWithFee';
}
