/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A product's photographs in the back office: upload more, put them in order, give each its alt text in English and German, remove one. The first is the product's picture in the shop; with none, the drawing shows.
 */
export interface ProductPhotosProps {
  sku: string;
  /**
   * The product's photographs call: POST uploads, {endpoint}/{id} changes or removes one.
   */
  endpoint: string;
  /**
   * @maxItems 12
   */
  photos: {
    id: string;
    /**
     * Image key: photos/{id}
     */
    image: string;
    alt: {
      en?: string;
      de?: string;
    };
    width: number;
    height: number;
  }[];
  /**
   * Largest file accepted, in bytes.
   */
  maxBytes: number;
  maxPhotos: number;
}
