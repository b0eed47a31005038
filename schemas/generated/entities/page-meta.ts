/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
  canonical?: string;
  robots?: string;
  image?: string;
  alternates?: {
    en?: string;
    de?: string;
  };
  /**
   * Structured data (schema.org) written into the head.
   */
  jsonLd?: {
    [k: string]: unknown;
  }[];
}
