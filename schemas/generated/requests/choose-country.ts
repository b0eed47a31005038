/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/store/choose-country: the shopper's explicit choice of country.
 */
export interface ChooseCountryRequest {
  /**
   * ISO 3166 alpha-2 code of an available country, e.g. DE
   */
  countryCode: string;
}
