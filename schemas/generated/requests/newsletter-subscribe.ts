/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/newsletter/subscribe, as JSON from the sign-up block or as a form post without JavaScript. The address itself is checked by the newsletter domain so that an empty one gets 'Required Field'.
 */
export interface NewsletterSubscribeRequest {
  /**
   * The address to sign up; any value, so that a missing or empty one is answered with 'Required Field'.
   */
  email?: unknown;
  /**
   * Language of the confirmation email; the request's site language when absent.
   */
  locale?: 'en' | 'de';
  /**
   * Form posts only: the page to go back to, a path on this site.
   */
  returnTo?: string;
  /**
   * Form posts only: the id of the sign-up block that sent it.
   */
  signup?: string;
}
