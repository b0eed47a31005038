/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * An address as copied onto an order (spec section 3: order detail, shipping and billing address).
 */
export interface OrderAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_code: string;
  region?: string;
  telephone?: string;
}
