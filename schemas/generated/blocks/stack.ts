/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A vertical container; the usual root of a page. Children render in order.
 */
export interface StackProps {
  /**
   * narrow suits reading, wide suits grids, full runs edge to edge.
   */
  width?: 'narrow' | 'wide' | 'full';
  gap?: 'none' | 'small' | 'medium' | 'large';
}
