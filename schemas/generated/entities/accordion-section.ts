/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * One question of an accordion and its answer.
 */
export interface AccordionSection {
  /**
   * The question or section title the shopper clicks.
   */
  question: string;
  /**
   * The answer as editor HTML: paragraphs, lists, tables, emphasis and links. Sanitised on the server like rich-text.
   */
  answerHtml: string;
  /**
   * Open when the page loads.
   */
  open?: boolean;
}
