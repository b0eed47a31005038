/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A back-office list sorted, filtered and paged on the server: the URL query drives it, so its headers are links and its filters a GET form that work without JavaScript (with it, they navigate without a reload).
 */
export interface DataTableProps {
  /**
   * What the table lists (read by screen readers).
   */
  caption: string;
  /**
   * The list's address; links and the filter form go here.
   */
  path: string;
  /**
   * The list's current query (filters, sort, dir, pageSize), carried by every link.
   */
  query?: {
    [k: string]: string;
  };
  /**
   * @minItems 1
   * @maxItems 20
   */
  columns: {
    key: string;
    label: string;
    /**
     * The header becomes a link sorting by this column.
     */
    sortable?: boolean;
    align?: 'start' | 'end';
  }[];
  /**
   * @maxItems 100
   */
  rows: {
    id: string;
    cells: {
      [k: string]: {
        text: string;
        /**
         * A link for the cell (a detail page).
         */
        href?: string;
        /**
         * Shows the cell as a status badge.
         */
        tone?: 'neutral' | 'positive' | 'warning' | 'negative' | 'info';
      };
    };
  }[];
  /**
   * @maxItems 12
   */
  filters?: {
    name: string;
    label: string;
    kind: 'search' | 'select' | 'date';
    placeholder?: string;
    /**
     * The choices of a select; an empty value means any.
     */
    options?: {
      value: string;
      label: string;
    }[];
  }[];
  /**
   * The column key sorted by.
   */
  sort?: string;
  dir?: 'asc' | 'desc';
  page: number;
  pageSize: number;
  total: number;
  /**
   * Shown when no row matches.
   */
  emptyText?: string;
  /**
   * Links to the filtered list in other formats (CSV).
   *
   * @maxItems 4
   */
  downloads?: {
    label: string;
    href: string;
  }[];
  /**
   * Links to pages that work on the list as a whole (an import page), beside the downloads.
   *
   * @maxItems 4
   */
  links?: {
    label: string;
    href: string;
  }[];
}
