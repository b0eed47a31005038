import type { V12Product } from '../../schemas/generated/index.ts';

/**
 * A finance product in our own terms: money in pence. The finance modules of this folder
 * are pure and import nothing but types, because the calculator block runs the same
 * rules in the browser as the server does.
 */
export interface FinanceProduct {
  productId: string;
  name: string;
  kind: V12Product['product_type'];
  months: number;
  /** The rate the repayments are worked out at, in percent (9.9 = 9.9 % APR). */
  apr: number;
  minLoan: number;
  maxLoan: number;
  arrangementFee: number;
  feePayable: V12Product['arrangement_fee_payable'];
}

/** Pounds as the provider writes them (1999.99) → whole pence (199999). */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function financeProductOf(v12: V12Product): FinanceProduct {
  return {
    productId: v12.product_id,
    name: v12.name,
    kind: v12.product_type,
    months: v12.months,
    apr: v12.apr,
    minLoan: poundsToPence(v12.rb_min_loan),
    maxLoan: poundsToPence(v12.rb_max_loan),
    arrangementFee: poundsToPence(v12.arrangement_fee),
    feePayable: v12.arrangement_fee_payable,
  };
}
