/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * One line of a store's opening hours.
 */
export interface OpeningHours {
  /**
   * e.g. "Monday to Friday".
   */
  days: string;
  /**
   * e.g. "9:00–18:00" or "Closed".
   */
  hours: string;
}
