/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * One specification line: key (frame, fork, groupset, …) and value.
 */
export interface SpecRow {
  key: string;
  value: string;
}
