/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/warranty/register from a bike's owner page. The fields are checked by the warranty domain so that each problem is answered in the shopper's words; a signed-in customer needs no email.
 */
export interface WarrantyRegistrationRequest {
  /**
   * The bike model, e.g. NV-ENDURANCE-SL.
   */
  modelSku: string;
  /**
   * As stamped under the bottom bracket; spaces and case do not matter.
   */
  frameNumber: string;
  /**
   * YYYY-MM-DD.
   */
  purchaseDate: string;
  /**
   * Where the confirmation goes; required unless signed in.
   */
  email?: string;
  /**
   * Language of the messages; the request's site language when absent.
   */
  locale?: 'en' | 'de';
}
