/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { CustomerAddressInput } from '../entities/customer-address-input.ts';

/**
 * POST /nuxt/api/account/add-address
 */
export interface AccountAddAddressRequest {
  address: CustomerAddressInput;
}
