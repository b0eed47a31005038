/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { CustomerAddress } from '../entities/customer-address.ts';

/**
 * POST /nuxt/api/account/update-address and POST /api/auth/update-address (the default-address update): the address as saved.
 */
export interface AccountUpdateAddressResponse {
  updateCustomerAddress: CustomerAddress;
}
