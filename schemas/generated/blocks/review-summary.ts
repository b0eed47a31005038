/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { RatingSummary } from '../entities/rating-summary.ts';

/**
 * The shop's reviews in figures: the average rating and the number of approved reviews by verified buyers, and the latest few. Place it with `latest`; the store fills `summary` and `recent` from the approved reviews whenever the page is shown.
 */
export interface ReviewSummaryProps {
  /**
   * How many of the latest reviews to show.
   */
  latest?: number;
  summary?: RatingSummary;
  /**
   * @maxItems 12
   */
  recent?: {
    id: number;
    rating: number;
    title: string;
    body: string;
    name: string | null;
    date: string;
    product: {
      name: string;
      href: string;
    };
  }[];
}
