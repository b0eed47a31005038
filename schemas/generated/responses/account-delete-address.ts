/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/account/delete-address: the address is gone.
 */
export interface AccountDeleteAddressResponse {
  deleteCustomerAddress: true;
}
