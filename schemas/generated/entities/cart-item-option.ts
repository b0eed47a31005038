/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * An option the shopper entered for a cart item (Magento's entered_options): its uid and value.
 */
export interface CartItemOption {
  uid: string;
  value: string;
}
