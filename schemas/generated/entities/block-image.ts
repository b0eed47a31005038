/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A picture used by a block. The block decides its size and crop; give the picture's own width and height when known so the page does not jump while it loads.
 */
export interface BlockImage {
  /**
   * A path on this site, e.g. /assets/images/gravel-track.svg or a /media/ path.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it. Leave empty ("") only when the picture is pure decoration.
   */
  alt: string;
  /**
   * Intrinsic width in pixels.
   */
  width?: number;
  /**
   * Intrinsic height in pixels.
   */
  height?: number;
}
