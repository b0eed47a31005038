/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { BlogPostCard } from '../entities/blog-post-card.ts';

/**
 * Journal posts as cards with image, date, category, excerpt with read-more, tags, and page links. An empty list says 'No posts found'.
 */
export interface BlogListProps {
  /**
   * @maxItems 48
   */
  posts: BlogPostCard[];
  /**
   * The page shown, from 1.
   */
  page: number;
  /**
   * How many pages there are; 0 when nothing matched.
   */
  pageCount: number;
  /**
   * Path of the first page without language prefix; later pages add ?page=N.
   */
  basePath: string;
}
