/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/auth/register
 */
export interface AuthRegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}
