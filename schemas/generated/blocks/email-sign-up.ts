/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The newsletter sign-up form. Sends a confirmation email (double opt-in); the field label, button and messages come from the translations.
 */
export interface EmailSignUpProps {
  /**
   * Heading (h2) of the form, e.g. "Get the good stuff first".
   */
  heading: string;
  /**
   * What the shopper gets and how often.
   */
  text?: string;
  /**
   * Background of the panel.
   */
  tone?: 'light' | 'brand' | 'dark';
}
