/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/account/update-profile; changing the email needs the current password
 */
export interface AccountUpdateProfileRequest {
  firstname: string;
  lastname: string;
  email: string;
  currentPassword?: string;
}
