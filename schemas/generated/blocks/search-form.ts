/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The search page's title, search box (a GET form to /search/) and what happened to the search.
 */
export interface SearchFormProps {
  action: string;
  query: string;
  outcome?: 'results' | 'no-results' | 'too-short' | 'too-long';
  /**
   * The search with a misspelt word replaced by the catalogue word it most likely meant, when nothing matched as typed; the results shown are its results.
   */
  didYouMean?: {
    query: string;
    href: string;
  };
}
