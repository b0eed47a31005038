/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Put in place of an invalid node in development so the problem is visible. Never written by editors.
 */
export interface DiagnosticProps {
  nodeType: string;
  nodeId: string;
  /**
   * JSON path of the node in the page tree.
   */
  path: string;
  problems: string[];
}
