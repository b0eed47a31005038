/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Thanks for an order just placed, with its number and a link to it in the account; the order itself follows in an account-order-detail child.
 */
export interface CheckoutConfirmationProps {
  orderNumber: string;
}
