/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/cycletowork/quote: a cycle-to-work quote for an employee, sent to them by email with a quote reference.
 */
export interface CycleToWorkQuoteRequest {
  /**
   * Language of the messages and the email; en when absent
   */
  locale?: 'en' | 'de';
  employerName: string;
  employerEmail: string;
  employeeName: string;
  employeeEmail: string;
  /**
   * The bike, in the shopper's words or as named on its page
   */
  bike: string;
  /**
   * The bike's product code when the quote starts from a bike page
   */
  bikeSku?: string;
  /**
   * Helmet, lights, lock and the like; optional
   */
  accessories?: string;
  /**
   * The whole package in pounds, at most two decimals, e.g. 1249.99 or "£1,249.99"; within the scheme limit
   */
  total: number | string;
  /**
   * The employer opted into the higher limit of £5,000; otherwise £1,000 applies
   */
  higherLimit?: boolean;
}
