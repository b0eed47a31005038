/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { CustomerAddress } from '../entities/customer-address.ts';

/**
 * The signed-in customer with their saved addresses (spec section 3: Magento's field names).
 */
export interface Customer {
  firstname: string;
  lastname: string;
  email: string;
  is_subscribed: boolean;
  addresses: CustomerAddress[];
}
