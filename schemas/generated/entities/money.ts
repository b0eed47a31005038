/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * An amount as the calls answer it (spec section 3: prices[].value): major units of the currency, with the currency's own decimals (12.5 is £12.50; yen and forints have none).
 */
export interface Money {
  value: number;
  /**
   * ISO 4217
   */
  currency: string;
}
