/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The studio's list of content pages of one language with their state, and a form to create a page from a template. Reads the pages through the studio API; staff only.
 */
export interface StudioPagesProps {
  /**
   * The language whose pages are listed first.
   */
  locale: 'en' | 'de';
}
