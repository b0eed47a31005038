/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/auth/login
 */
export interface AuthLoginRequest {
  email: string;
  password: string;
}
