/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { BlogPostCard } from '../entities/blog-post-card.ts';

/**
 * One journal post: title, meta line, illustration, the body (sanitised on the server), tags, a link back to the journal and related posts.
 */
export interface BlogPostProps {
  slug: string;
  title: string;
  publishedAt: string;
  /**
   * A role, e.g. Workshop team.
   */
  author: string;
  category: string;
  /**
   * @maxItems 24
   */
  tags: string[];
  image: string;
  readingMinutes?: number;
  /**
   * The article body; only the sanitiser's tags and attributes.
   */
  html: string;
  /**
   * @maxItems 3
   */
  related?: BlogPostCard[];
}
