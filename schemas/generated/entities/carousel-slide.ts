/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { BlockImage } from '../entities/block-image.ts';
import type { BlockLink } from '../entities/block-link.ts';

/**
 * One slide of a carousel.
 */
export interface CarouselSlide {
  image: BlockImage;
  title: string;
  text?: string;
  link?: BlockLink;
}
