/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { BlockImage } from '../entities/block-image.ts';
import type { BlockLink } from '../entities/block-link.ts';
import type { ContentCard } from '../entities/content-card.ts';

/**
 * A grid of linked cards, each a picture and a title: category tiles, journal teasers, related pages. The whole card is clickable.
 */
export interface CardGridProps {
  /**
   * Optional heading (h2) above the grid.
   */
  heading?: string;
  intro?: string;
  /**
   * tile: the title sits on the picture (category tiles); card: picture above the title and text (articles).
   */
  variant?: 'tile' | 'card';
  /**
   * Columns on a desktop; phones show one (tiles two).
   */
  columns?: 2 | 3 | 4;
  /**
   * @minItems 1
   * @maxItems 12
   */
  cards: ContentCard[];
  moreLink?: BlockLink;
}
