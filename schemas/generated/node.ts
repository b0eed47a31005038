/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * One block in a page tree. `props` is checked against the schema of the block named by `type`.
 */
export interface PageNode {
  /**
   * Block type, e.g. hero, rich-text.
   */
  type: string;
  /**
   * Unique within the page.
   */
  id: string;
  /**
   * Block properties; see the block's schema.
   */
  props: {
    [k: string]: unknown;
  };
  children?: PageNode[];
}
