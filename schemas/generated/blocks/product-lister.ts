/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { ProductCard } from '../entities/product-card.ts';
import type { RatingSummary } from '../entities/rating-summary.ts';

/**
 * Filters, sort, the product grid and 'load more' of a category lister or search. Every control is a plain link or GET form, so it works without JavaScript.
 */
export interface ProductListerProps {
  /**
   * The lister's path with its language prefix.
   */
  path: string;
  /**
   * Name of the list in data layer impressions.
   */
  listName: string;
  state: {
    filters: {
      [k: string]: string[];
    };
    price?: string;
    sort?: string;
    page?: number;
    q?: string;
  };
  totalCount: number;
  /**
   * @maxItems 700
   */
  products: ProductCard[];
  facets: {
    code: string;
    options: {
      value: string;
      label: string;
      count: number;
      selected: boolean;
    }[];
  }[];
  /**
   * Pounds; 0 to 10000 when no price is chosen (spec section 5).
   */
  priceRange: {
    from: number;
    to: number;
  };
  sorts: ('position' | 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'name_asc')[];
  emptyText?: 'filters' | 'category' | 'search';
}
