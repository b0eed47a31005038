/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * One selling point of a USP bar.
 */
export interface UspItem {
  /**
   * delivery: a van; test-ride: a bike with a clock; finance: a card; hand-built: a spanner; returns: a loop arrow; warranty: a shield; store: a shop front; support: a speech bubble.
   */
  icon: 'delivery' | 'test-ride' | 'finance' | 'hand-built' | 'returns' | 'warranty' | 'store' | 'support';
  title: string;
  text?: string;
  /**
   * Optional page that explains the point.
   */
  href?: string;
}
