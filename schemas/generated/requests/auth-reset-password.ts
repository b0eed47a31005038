/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/auth/reset-password
 */
export interface AuthResetPasswordRequest {
  email: string;
}
