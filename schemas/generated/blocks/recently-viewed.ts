/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The last 6 products this browser viewed (kept in the browser, never on the server).
 */
export interface RecentlyViewedProps {
  /**
   * A sku to leave out, usually the product on the page.
   */
  exclude?: string;
}
