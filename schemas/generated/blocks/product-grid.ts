/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { ProductCard } from '../entities/product-card.ts';
import type { RatingSummary } from '../entities/rating-summary.ts';

/**
 * A titled row of product cards, e.g. the up-sell page's suggestions.
 */
export interface ProductGridProps {
  title: string;
  intro?: string;
  listName: string;
  /**
   * @maxItems 48
   */
  products: ProductCard[];
}
