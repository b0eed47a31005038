/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The finance calculator: deposit slider, term choice and the finance figures for a cash price. Shown only when finance is on and the shopper is in the UK; the finance products are fetched in the browser.
 */
export interface FinanceCalculatorProps {
  /**
   * Cash price in pence: the bike's price, or where the slider starts when the shopper chooses the price.
   */
  price: number;
  /**
   * true on pages without a bike (the finance page): the shopper chooses the cash price with a slider.
   */
  choosePrice?: boolean;
  headingLevel?: 2 | 3;
}
