/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The cycle-to-work quote form: employer, employee, bike, accessories and total within the scheme limit, with a savings estimate by tax band; posts to /nuxt/api/cycletowork/quote and shows the quote reference.
 */
export interface CycleToWorkQuoteProps {
  /**
   * The bike to start with, e.g. when the shopper comes from a bike page.
   */
  bike?: string;
  /**
   * That bike's product code, sent with the quote.
   */
  bikeSku?: string;
  /**
   * A total to start with, in pence.
   */
  total?: number;
}
