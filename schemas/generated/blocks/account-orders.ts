/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The orders list: order id, date, status, total and a link to each order; "No Orders" when there are none.
 */
export interface AccountOrdersProps {}
