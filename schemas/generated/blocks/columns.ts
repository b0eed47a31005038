/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Puts its children (2 to 4 blocks) side by side; each child is one column. Columns stack on phones, and four columns become two on tablets.
 */
export interface ColumnsProps {
  /**
   * equal widths, or (for two columns) the first or the last column twice as wide.
   */
  layout?: 'equal' | 'wide-start' | 'wide-end';
  gap?: 'small' | 'medium' | 'large';
  /**
   * Vertical alignment of the columns.
   */
  align?: 'start' | 'center' | 'stretch';
}
