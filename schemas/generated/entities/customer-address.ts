/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A saved address as the customer calls answer it (spec section 3: Magento's CustomerAddress plus email).
 */
export interface CustomerAddress {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  street: string[];
  city: string;
  postcode: string;
  country_code: string;
  region: {
    region: string;
    region_code: string | null;
  };
  default_shipping: boolean;
  default_billing: boolean;
}
