/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Editor HTML. It is sanitised on the server: headings, paragraphs, lists, tables, emphasis and links (http, https, mailto and tel only).
 */
export interface RichTextProps {
  html: string;
}
