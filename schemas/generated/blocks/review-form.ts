/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A signed-in customer's review of a product they bought: a rating from 1 to 5 stars, a title, the text and an optional name. Asks /nuxt/api/account/reviews/eligibility first and says why when they may not; posts to /nuxt/api/account/reviews.
 */
export interface ReviewFormProps {
  /**
   * The product reviewed.
   */
  sku: string;
  productName: string;
  /**
   * The product's page, with the language prefix.
   */
  productPath: string;
  /**
   * The product's picture key.
   */
  image?: string | null;
}
