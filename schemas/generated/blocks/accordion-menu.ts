/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { AccordionSection } from '../entities/accordion-section.ts';

/**
 * Questions that open to show their answers, for FAQs and long policies. Works without JavaScript; Enter or Space opens a question.
 */
export interface AccordionMenuProps {
  /**
   * Optional heading (h2) above the questions.
   */
  heading?: string;
  /**
   * @minItems 1
   * @maxItems 40
   */
  sections: AccordionSection[];
  /**
   * Opening one question closes the others.
   */
  singleOpen?: boolean;
}
