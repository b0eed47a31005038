/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Shipping addresses: list, add, edit, delete and make default; "No Shipping Address" when there are none.
 */
export interface AccountShippingProps {}
