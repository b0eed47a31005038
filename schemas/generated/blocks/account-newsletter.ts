/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The newsletter profile setting: a subscribe checkbox saved to the customer.
 */
export interface AccountNewsletterProps {}
