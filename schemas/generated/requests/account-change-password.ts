/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/account/change-password
 */
export interface AccountChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}
