/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * One specification line: its key (frame, fork, groupset, …), its label and its value in the page's language (the catalogue's labels and translations).
 */
export interface SpecRow {
  key: string;
  label: string;
  value: string;
}
