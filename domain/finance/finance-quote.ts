import type { FinanceProduct } from './finance-product.ts';
import { depositFor, minimumFinanceAmount, offeredProducts, ratesUnavailable, representativeProduct } from './offer-rules.ts';
import { type FinanceTerms, financeTerms, instalments } from './repayments.ts';

/** A product on offer with its figures for the price and deposit. */
export interface FinanceOffer {
  product: FinanceProduct;
  terms: FinanceTerms;
}

/** What the calculator shows for a cash price, a deposit and the product the shopper chose. */
export type FinanceQuote =
  | { kind: 'offers'; offers: FinanceOffer[]; selected: FinanceOffer; example: FinanceOffer }
  /** Rates unavailable on every product: the shopper is asked for a higher cash price of at least `minimumAmount` financed. */
  | { kind: 'below-minimum'; minimumAmount: number }
  /** The amount is above what any plan finances with this deposit. */
  | { kind: 'no-plan' }
  | { kind: 'none' };

/** Offers sorted by term, then APR, so the term choice reads in order. */
function byTerm(a: FinanceProduct, b: FinanceProduct): number {
  return a.months - b.months || a.apr - b.apr;
}

export function financeQuote(products: readonly FinanceProduct[], price: number | undefined, depositPercent: number, selectedId?: string | null): FinanceQuote {
  if (!products.length || !price) return { kind: 'none' };
  const offered = offeredProducts(products, price, depositPercent).sort(byTerm);
  const exampleProduct = representativeProduct(offered);
  if (!exampleProduct) {
    const minimumAmount = minimumFinanceAmount(products) ?? 0;
    return products.every((product) => ratesUnavailable(product, price, depositPercent)) ? { kind: 'below-minimum', minimumAmount } : { kind: 'no-plan' };
  }
  const offers = offered.map((product) => ({ product, terms: financeTerms(product, price, depositPercent) }));
  const example = offers.find((offer) => offer.product === exampleProduct) as FinanceOffer;
  return { kind: 'offers', offers, selected: offers.find((offer) => offer.product.productId === selectedId) ?? example, example };
}

/**
 * A bike's "from £x a month": the lowest monthly repayment among the plans offered for its
 * price and deposit (spec section 5); undefined when no plan finances it.
 */
export function lowestMonthlyRepayment(products: readonly FinanceProduct[], price: number, depositPercent: number): number | undefined {
  if (!price) return undefined;
  const offered = offeredProducts(products, price, depositPercent);
  if (!offered.length) return undefined;
  // The repayments alone, as financeQuote's offers have them, without each plan's other figures: a
  // lister works this out for every card, and a plan's APR with its fee is solved step by step.
  const loan = price - depositFor(price, depositPercent);
  return Math.min(...offered.map((product) => instalments(loan, product.apr, product.months).monthlyRepayment));
}
