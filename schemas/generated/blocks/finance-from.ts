/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The 'From £x a month' line beside a bike's price: the lowest monthly repayment of the finance plans on offer, linking to the page's finance calculator. Shown only when finance is on, the shopper is in the UK and a plan finances the price.
 */
export interface FinanceFromProps {
  /**
   * The bike's cash price in pence.
   */
  price: number;
  /**
   * The node id of the finance calculator on the same page, which the line scrolls to.
   */
  calculatorId?: string;
}
