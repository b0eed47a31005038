/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { RatingSummary } from '../entities/rating-summary.ts';

/**
 * The approved reviews of a product (or of a bike's tiers together) on its page: the average and count, then one page of reviews, newest first, each marked as from a verified buyer. The server resolves every field.
 */
export interface ProductReviewsProps {
  /**
   * What the reviews are of.
   */
  productName: string;
  summary: RatingSummary;
  /**
   * @maxItems 20
   */
  reviews: {
    id: number;
    rating: number;
    title: string;
    body: string;
    /**
     * The name the customer chose to show; null for none.
     */
    name: string | null;
    /**
     * When it was written.
     */
    date: string;
    /**
     * The tier reviewed, on a page showing several (a bike model).
     */
    product?: {
      name: string;
      href: string;
    };
  }[];
  /**
   * The page of reviews shown, from 1.
   */
  page: number;
  pageCount: number;
  /**
   * The page's address; the paging links add ?reviews-page=N to it.
   */
  path: string;
}
