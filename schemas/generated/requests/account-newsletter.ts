/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/account/newsletter: the newsletter profile setting
 */
export interface AccountNewsletterRequest {
  subscribed: boolean;
}
