/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { BlockImage } from '../entities/block-image.ts';
import type { BlockLink } from '../entities/block-link.ts';
import type { OpeningHours } from '../entities/opening-hours.ts';

/**
 * The "visit a store" panel of the home page: a store's name, address, opening hours and a link, with a picture of the shop.
 */
export interface GoInStoreProps {
  eyebrow?: string;
  heading: string;
  /**
   * What a visitor can do there: test rides, bike fits, collection.
   */
  text?: string;
  storeName: string;
  /**
   * Address lines in order, e.g. street, town, postcode.
   *
   * @minItems 2
   * @maxItems 6
   */
  address: string[];
  /**
   * Shown as a tap-to-call link.
   */
  phone?: string;
  /**
   * @minItems 1
   * @maxItems 7
   */
  openingHours: OpeningHours[];
  link: BlockLink;
  image?: BlockImage;
}
