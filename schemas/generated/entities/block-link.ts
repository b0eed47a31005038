/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A link inside a block. Internal paths ("/delivery/") are written without the language prefix: the server adds /de/ on German pages.
 */
export interface BlockLink {
  /**
   * Visible link text; say where it goes ("Shop gravel bikes", not "Click here").
   */
  label: string;
  /**
   * A site path starting with / (ending with / for pages), an https:// address, mailto: or tel:.
   */
  href: string;
  /**
   * primary: filled brand button; secondary: outlined button; text: an underlined link with an arrow.
   */
  appearance?: 'primary' | 'secondary' | 'text';
}
