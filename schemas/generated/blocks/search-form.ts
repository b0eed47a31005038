/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The search page's title, search box (a GET form to /search/) and what happened to the search.
 */
export interface SearchFormProps {
  action: string;
  query: string;
  outcome?: 'results' | 'no-results' | 'too-short' | 'too-long';
}
