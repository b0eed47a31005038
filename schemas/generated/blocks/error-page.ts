/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The error page: status code, background image, logo and a button home. Composed by the server for 404 and 500 answers.
 */
export interface ErrorPageProps {
  statusCode: number;
  message: string;
}
