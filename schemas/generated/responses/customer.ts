/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Customer } from '../entities/customer.ts';
import type { CustomerAddress } from '../entities/customer-address.ts';

/**
 * GET /nuxt/api/auth/customer: who is signed in, with their addresses; null for a visitor without auth cookies.
 */
export interface CustomerResponse {
  customer: Customer | null;
}
