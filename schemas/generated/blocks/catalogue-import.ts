/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Imports a catalogue file (CSV or JSON, one row per SKU) in the back office: a dry run lists every bad row, then the good rows are imported with a progress bar. Links to the exports.
 */
export interface CatalogueImportProps {
  /**
   * The dry run: POST the file, nothing is written.
   */
  checkEndpoint: string;
  /**
   * The import: POST the file (202 with the import), GET <endpoint>/<id> for its progress.
   */
  importEndpoint: string;
  /**
   * The file's columns and what each holds, shown as help.
   *
   * @maxItems 30
   */
  columns: {
    name: string;
    meaning: string;
  }[];
  /**
   * @maxItems 4
   */
  exports: {
    label: string;
    href: string;
  }[];
  /**
   * Where to see the catalogue after an import.
   */
  catalogueHref?: string;
}
