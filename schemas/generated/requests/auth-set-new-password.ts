/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/auth/set-new-password: the token from the reset email and the new password
 */
export interface AuthSetNewPasswordRequest {
  token: string;
  password: string;
}
