/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Some fields of a shipping address, for the default-address update; the result must still be a valid address.
 */
export interface CustomerAddressPatch {
  /**
   * First name; required.
   */
  firstname?: string;
  /**
   * Last name; required.
   */
  lastname?: string;
  /**
   * Email address for delivery updates; required.
   */
  email?: string;
  /**
   * Phone number: 7 to 15 digits, may start with +.
   */
  telephone?: string;
  /**
   * Address line 1 and, optionally, address line 2.
   *
   * @minItems 1
   * @maxItems 2
   */
  street?: string[];
  /**
   * Town or city.
   */
  city?: string;
  /**
   * Postcode; a UK postcode when country_code is GB.
   */
  postcode?: string;
  /**
   * ISO 3166-1 alpha-2 code of a country we deliver to.
   */
  country_code?: string;
  region?: {
    /**
     * County or state.
     */
    region: string;
    region_code?: string;
  };
  default_shipping?: boolean;
  default_billing?: boolean;
}
