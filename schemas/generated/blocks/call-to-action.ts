/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { BlockImage } from '../entities/block-image.ts';
import type { BlockLink } from '../entities/block-link.ts';

/**
 * A coloured panel that asks the shopper to do one thing: a heading, a sentence and one or two buttons, with an optional picture beside it.
 */
export interface CallToActionProps {
  eyebrow?: string;
  heading: string;
  headingLevel?: 2 | 3;
  text?: string;
  /**
   * @minItems 1
   * @maxItems 2
   */
  actions: BlockLink[];
  image?: BlockImage;
  /**
   * brand blue, dark, light grey, or save (yellow with black text, for offers).
   */
  tone?: 'brand' | 'dark' | 'light' | 'save';
}
