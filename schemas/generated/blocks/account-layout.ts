/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The account frame: heading, the account navigation with sign-out, and the section (its child).
 */
export interface AccountLayoutProps {
  /**
   * The navigation entry marked as the current page.
   */
  section: 'profile' | 'newsletter' | 'orders' | 'shipping';
}
