/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The approved reviews of a product (or of a bike's tiers together): how many, and their average rating to one decimal.
 */
export interface RatingSummary {
  average: number;
  count: number;
}
