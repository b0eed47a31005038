import type { FinanceProduct } from './finance-product.ts';

/** Spec section 9: finance is for the UK only, with a deposit of 0 % to 50 %. */
export const FINANCE_COUNTRY_CODE = 'GB';
export const DEPOSIT_MIN_PERCENT = 0;
export const DEPOSIT_MAX_PERCENT = 50;

/**
 * Spec section 9: "finance price-range multiplier 4". A calculator without a bike (the
 * finance page) lets the shopper choose a cash price; its range reaches four times the
 * starting price, so a £2,000 start covers bikes up to £8,000 (see `cashPriceRange`).
 */
export const PRICE_RANGE_MULTIPLIER = 4;

/** Finance is offered only when the finance flag is on and the shopper's country code is GB (spec section 5). */
export function financeOffered(flagOn: boolean, countryCode: string | undefined): boolean {
  return flagOn && countryCode === FINANCE_COUNTRY_CODE;
}

/** A whole deposit percentage within 0–50 %; anything unreadable is no deposit. */
export function clampDepositPercent(percent: number): number {
  if (!Number.isFinite(percent)) return DEPOSIT_MIN_PERCENT;
  return Math.min(DEPOSIT_MAX_PERCENT, Math.max(DEPOSIT_MIN_PERCENT, Math.round(percent)));
}

/** The deposit: that percentage of the price, rounded to the penny (to 2 decimals of a pound), halves up. */
export function depositFor(price: number, depositPercent: number): number {
  return Math.round((price * depositPercent) / 100);
}

/**
 * The products on offer for a price and deposit (spec section 5). With a deposit, those
 * whose rb_min_loan–rb_max_loan range contains price − deposit; without one, those with
 * rb_min_loan at or below the price; with neither a price nor a deposit, none.
 */
export function offeredProducts(products: readonly FinanceProduct[], price: number | undefined, depositPercent: number): FinanceProduct[] {
  const cash = price ?? 0;
  if (!cash && !depositPercent) return [];
  if (depositPercent > 0) {
    const financed = cash - depositFor(cash, depositPercent);
    return products.filter((product) => product.minLoan <= financed && financed <= product.maxLoan);
  }
  return products.filter((product) => product.minLoan <= cash);
}

/** A product's rates are unavailable when its rb_min_loan exceeds price − deposit (spec section 5). */
export function ratesUnavailable(product: FinanceProduct, price: number, depositPercent: number): boolean {
  return product.minLoan > price - depositFor(price, depositPercent);
}

/** The minimum finance amount: the smallest rb_min_loan across products (spec section 5). */
export function minimumFinanceAmount(products: readonly FinanceProduct[]): number | undefined {
  return products.length ? Math.min(...products.map((product) => product.minLoan)) : undefined;
}

/** The representative example: the longest term, and among those the lowest APR (spec section 5). */
export function representativeProduct<P extends Pick<FinanceProduct, 'months' | 'apr'>>(products: readonly P[]): P | undefined {
  return products.reduce<P | undefined>((best, product) => {
    if (!best || product.months > best.months) return product;
    return product.months === best.months && product.apr < best.apr ? product : best;
  }, undefined);
}

export interface PriceRange {
  min: number;
  max: number;
  step: number;
}

/** Cash-price slider steps of £50. */
export const CASH_PRICE_STEP = 5000;

/**
 * The cash prices a calculator without a bike offers: from the minimum finance amount up
 * to PRICE_RANGE_MULTIPLIER × the starting price, but never past what the largest plan
 * can finance with the largest deposit; rounded to whole £50 steps.
 */
export function cashPriceRange(startPrice: number, products: readonly FinanceProduct[]): PriceRange {
  const step = CASH_PRICE_STEP;
  const min = Math.ceil((minimumFinanceAmount(products) ?? step) / step) * step;
  const largestLoan = Math.max(0, ...products.map((product) => product.maxLoan));
  const ceiling = Math.floor((largestLoan * 100) / (100 - DEPOSIT_MAX_PERCENT));
  const reach = Math.max(startPrice, Math.min(startPrice * PRICE_RANGE_MULTIPLIER, ceiling));
  return { min, max: Math.max(min, Math.floor(reach / step) * step), step };
}
