/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The warranty registration form of a bike's owner page: frame number, date of purchase and, for a shopper not signed in, an email. Posts to /nuxt/api/warranty/register and shows the reference.
 */
export interface WarrantyRegistrationProps {
  /**
   * The bike model registered.
   */
  modelSku: string;
  /**
   * Its name, as the form's text says it.
   */
  modelName: string;
}
