/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A main, nav-bar or footer menu entry (spec section 3).
 */
export interface MenuEntry {
  id: string;
  level: number;
  /**
   * Ordering among siblings.
   */
  lft: number;
  parent: null | {
    id: string;
  };
  title: string;
  url: string;
}
