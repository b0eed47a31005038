/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { RatingSummary } from '../entities/rating-summary.ts';

/**
 * A product as listers, search, up-sell and recently viewed show it. Money in minor units.
 */
export interface ProductCard {
  sku: string;
  name: string;
  subtitle?: string;
  href: string;
  /**
   * Image key, e.g. bikes/road/signal-red; null shows 'No image available'.
   */
  image: string | null;
  price: number;
  specialPrice: number | null;
  currency: string;
  kind: 'bike' | 'product';
  inStock: boolean;
  brand: string;
  category: string;
  tier?: 'base' | 'sport' | 'enthusiast' | 'pro' | 'hero';
  colours?: string[];
  rating?: RatingSummary;
  /**
   * One tap puts it in the basket: a product in stock that comes in one size (the up-sell page offers it).
   */
  quickAdd?: boolean;
}
