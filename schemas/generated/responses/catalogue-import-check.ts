/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /studio/api/catalogue/imports/check (the dry run; nothing is written), and the `report` of POST /studio/api/catalogue/imports: what the file's good rows would do, and every problem of its bad rows.
 */
export interface CatalogueImportCheckResponse {
  file: string;
  format: 'csv' | 'json';
  rows: number;
  /**
   * Rows without a problem: the ones an import applies.
   */
  good: number;
  /**
   * Rows with at least one problem: left out of an import.
   */
  rejected: number;
  create: number;
  update: number;
  unchanged: number;
  summary: string;
  problems: {
    /**
     * The document section of the item with the problem; absent for a product row.
     */
    section?: 'categories' | 'filters' | 'labels' | 'models' | 'redirects';
    /**
     * The spreadsheet's row (the header is row 1), or the JSON item's place in its section from 1.
     */
    row: number;
    /**
     * The product's SKU, or the key of a section's item (a category's path, a filter value's attribute:value, a label's group:key, a model's SKU, a redirect's source).
     */
    sku: string;
    /**
     * The column, or the field of a document's item (name.de, filters.material).
     */
    column: string;
    problem: string;
    /**
     * The values the column may take, where they are a fixed set.
     */
    allowed?: string[];
  }[];
  /**
   * A JSON document's other sections: what their good items would do, and how many are left out for their problems. The product counts above are the products'.
   */
  sections: {
    categories: {
      create: number;
      update: number;
      unchanged: number;
      rejected: number;
    };
    filters: {
      create: number;
      update: number;
      unchanged: number;
      rejected: number;
    };
    labels: {
      create: number;
      update: number;
      unchanged: number;
      rejected: number;
    };
    models: {
      create: number;
      update: number;
      unchanged: number;
      rejected: number;
    };
    redirects: {
      create: number;
      update: number;
      unchanged: number;
      rejected: number;
    };
  };
}
