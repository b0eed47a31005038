/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The studio's page editor: the page as a tree of blocks, a form per block generated from its schema, a live preview, save, publish, history and copy. Reads and writes through the studio API; staff only.
 */
export interface StudioEditorProps {
  /**
   * The language of the page.
   */
  locale: 'en' | 'de';
  /**
   * The page's slug.
   */
  slug: string;
  /**
   * Definitions of every block and entity (schemas/editor/page.schema.json `definitions`) the forms are generated from.
   */
  schemas: {
    [k: string]: unknown;
  };
  /**
   * Blocks an editor may add to a content page.
   *
   * @maxItems 100
   */
  blockTypes: {
    type: string;
    title: string;
    description?: string;
  }[];
  /**
   * Pictures the image picker offers.
   *
   * @maxItems 500
   */
  images: {
    src: string;
    width?: number;
    height?: number;
  }[];
  /**
   * Site paths the link picker offers.
   *
   * @maxItems 2000
   */
  links: string[];
}
