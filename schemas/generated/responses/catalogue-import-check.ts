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
     * The spreadsheet's row (the header is row 1), or the JSON product's place from 1.
     */
    row: number;
    sku: string;
    column: string;
    problem: string;
    /**
     * The values the column may take, where they are a fixed set.
     */
    allowed?: string[];
  }[];
}
