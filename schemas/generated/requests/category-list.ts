/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/category/list
 */
export interface CategoryListRequest {
  /**
   * The category path, e.g. bikes/road (slashes around it are ignored).
   */
  urlPath: string;
}
