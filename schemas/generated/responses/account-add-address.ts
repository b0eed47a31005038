/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { CustomerAddress } from '../entities/customer-address.ts';

/**
 * POST /nuxt/api/account/add-address: the address as saved (the first address becomes the default).
 */
export interface AccountAddAddressResponse {
  createCustomerAddress: CustomerAddress;
}
