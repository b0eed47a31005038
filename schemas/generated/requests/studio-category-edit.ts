/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * PATCH /studio/api/catalogue/categories/{id}: a category's name (the lister's heading), intro, page title and description, in English and German. What is left out stays as it is.
 */
export interface StudioCategoryEditRequest {
  /**
   * The category's name in English: the lister's heading, breadcrumbs and menus
   */
  nameEn?: string;
  /**
   * The category's name in German
   */
  nameDe?: string;
  /**
   * The text under the lister's heading, in English; empty: none
   */
  introEn?: string;
  /**
   * The text under the lister's heading, in German; empty: none
   */
  introDe?: string;
  /**
   * The page title in English; empty: the name
   */
  metaTitleEn?: string;
  /**
   * The page title in German; empty: the name
   */
  metaTitleDe?: string;
  /**
   * The search-engine description in English
   */
  metaDescriptionEn?: string;
  /**
   * The search-engine description in German
   */
  metaDescriptionDe?: string;
}
