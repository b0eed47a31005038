/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * One order with every field of the order detail; the data is fetched by the browser for the signed-in customer.
 */
export interface AccountOrderDetailProps {
  /**
   * The order number from the URL.
   */
  orderNumber: string;
}
