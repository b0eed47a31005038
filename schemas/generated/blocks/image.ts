/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * One picture with an optional caption. It loads lazily unless marked priority (only for a picture at the very top of a page).
 */
export interface ImageProps {
  /**
   * A path on this site, e.g. /assets/images/workshop.svg.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it. Empty ("") only for pure decoration.
   */
  alt: string;
  /**
   * Intrinsic width in pixels; with height it reserves space so the page does not jump.
   */
  width: number;
  /**
   * Intrinsic height in pixels.
   */
  height: number;
  /**
   * Shown under the picture.
   */
  caption?: string;
  /**
   * Load at once and early; only for a picture visible without scrolling.
   */
  priority?: boolean;
  /**
   * content: as wide as the text; wide: the wide column; full: edge to edge.
   */
  size?: 'content' | 'wide' | 'full';
}
