/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * PATCH /studio/api/catalogue/products/{sku}/photos/{id}: a photograph's alt text in either language, and its place among the product's photographs (0 is the picture shops show first). What is left out stays as it is.
 */
export interface StudioPhotoEditRequest {
  /**
   * What the photograph shows, in English; empty: the product's name
   */
  altEn?: string;
  /**
   * What the photograph shows, in German; empty: the English text
   */
  altDe?: string;
  /**
   * The photograph's place, from 0 (first)
   */
  position?: number;
}
