/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { BlockImage } from '../entities/block-image.ts';
import type { BlockLink } from '../entities/block-link.ts';

/**
 * A large picture with a headline, a short text and up to two buttons over it. Use once, at the top of a page.
 */
export interface HeroProps {
  /**
   * Small text above the headline, e.g. a season or a category.
   */
  eyebrow?: string;
  /**
   * The main message; keep it under about eight words.
   */
  headline: string;
  /**
   * 1 when the hero carries the page title (one h1 per page); 2 further down a page.
   */
  headingLevel?: 1 | 2;
  /**
   * One or two sentences under the headline.
   */
  text?: string;
  image: BlockImage;
  /**
   * Up to two call-to-action links; the first is usually primary, the second secondary.
   *
   * @maxItems 2
   */
  actions?: BlockLink[];
  /**
   * Overlay over the picture: dark (white text, for bright or busy pictures), light (dark text), brand (blue wash, white text).
   */
  tone?: 'dark' | 'light' | 'brand';
  /**
   * small for content pages, medium for landing pages, large for the home page.
   */
  height?: 'small' | 'medium' | 'large';
  /**
   * Where the text sits.
   */
  align?: 'start' | 'center';
}
