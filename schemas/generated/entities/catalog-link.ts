/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A labelled internal link, e.g. a breadcrumb.
 */
export interface CatalogLink {
  label: string;
  href: string;
}
