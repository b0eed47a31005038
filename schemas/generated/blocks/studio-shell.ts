/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The back office's frame: the studio bar with the signed-in staff member, and the navigation of the areas their role works in (composed by the server from the role map). Its children are the page's content.
 */
export interface StudioShellProps {
  /**
   * The page's heading.
   */
  title: string;
  /**
   * The areas this staff member may use, in navigation order.
   *
   * @maxItems 12
   */
  areas: {
    area: string;
    label: string;
    href: string;
    current?: boolean;
  }[];
  staff: {
    name: string;
    role: 'editor' | 'fulfilment' | 'merchandiser' | 'admin';
  };
  /**
   * A link back to the list this page belongs to.
   */
  breadcrumb?: {
    label: string;
    href: string;
  };
}
