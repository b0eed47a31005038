/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { CustomerAddressPatch } from '../entities/customer-address-patch.ts';

/**
 * POST /api/auth/update-address: the default-address update
 */
export interface AccountDefaultAddressRequest {
  addressId: number;
  address: CustomerAddressPatch;
}
