/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A colour a product comes in, with the image key of that colour.
 */
export interface ColourOption {
  code: string;
  label: string;
  hex: string;
  image: string | null;
}
