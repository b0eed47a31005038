/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Password reset: without `token` in the URL it asks for the email and sends the link; with one it sets the new password.
 */
export interface AuthResetPasswordProps {}
