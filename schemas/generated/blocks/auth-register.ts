/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The registration form with password confirmation; the new customer is signed in afterwards.
 */
export interface AuthRegisterProps {}
