/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

export interface HeadingProps {
  text: string;
  /**
   * 1 for the page title; one per page.
   */
  level?: 1 | 2 | 3 | 4;
  /**
   * Small text above the heading.
   */
  eyebrow?: string;
  align?: 'start' | 'center';
}
