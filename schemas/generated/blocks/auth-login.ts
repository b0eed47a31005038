/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The sign-in form. It reads a local `redirect` path from the URL and goes there after signing in (else the profile).
 */
export interface AuthLoginProps {}
