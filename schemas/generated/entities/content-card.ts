/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { BlockImage } from '../entities/block-image.ts';

/**
 * One linked card of a card grid.
 */
export interface ContentCard {
  eyebrow?: string;
  title: string;
  text?: string;
  href: string;
  image: BlockImage;
}
