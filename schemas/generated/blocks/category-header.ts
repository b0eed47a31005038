/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The top of a lister: breadcrumbs, the category name as the page title, its introduction and links to its child categories.
 */
export interface CategoryHeaderProps {
  title: string;
  intro?: string;
  breadcrumbs: {
    label: string;
    href: string;
  }[];
  /**
   * @maxItems 40
   */
  subcategories?: {
    label: string;
    href: string;
    count: number;
  }[];
}
