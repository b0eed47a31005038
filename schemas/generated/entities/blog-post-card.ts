/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A journal post as a card: what the list and the related posts show.
 */
export interface BlogPostCard {
  /**
   * The post's address: /blog/{slug}/.
   */
  slug: string;
  title: string;
  publishedAt: string;
  /**
   * Category slug: /blog/category/{category}/.
   */
  category: string;
  /**
   * @maxItems 24
   */
  tags: string[];
  /**
   * Already cut to the read-more limit (250 characters on a word boundary, plus an ellipsis).
   */
  excerpt: string;
  /**
   * Illustration path, e.g. /assets/images/blog/{slug}.svg.
   */
  image: string;
  /**
   * Who wrote it, as a role: Workshop team.
   */
  author?: string;
}
