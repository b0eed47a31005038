/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A QA block that throws while rendering, to prove one failing block leaves the rest of the page working. Not for content.
 */
export interface QaFaultProps {
  message: string;
}
