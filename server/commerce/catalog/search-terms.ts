/** Searches longer than this are refused with a message instead of being run. */
export const MAX_SEARCH_LENGTH = 200;
export const MIN_SEARCH_LENGTH = 2;
const MAX_TERMS = 8;

export type SearchTerms = { ok: true; terms: string[] } | { ok: false; problem: 'too-short' | 'too-long' };

/**
 * The words of a search: letters and digits only (any script), lower-cased, at most 8.
 * Quotes, operators, SQL and emoji simply fall away, so no input can break the query.
 */
export function searchTerms(query: string): SearchTerms {
  const text = query.normalize('NFKC').trim();
  if (text.length > MAX_SEARCH_LENGTH) return { ok: false, problem: 'too-long' };
  const terms = [...new Set(wordsOf(text).map((term) => term.slice(0, 40)))].slice(0, MAX_TERMS);
  if (terms.join('').length < MIN_SEARCH_LENGTH) return { ok: false, problem: 'too-short' };
  return { ok: true, terms };
}

/** The lower-cased runs of letters and digits of a text: `E-Bike` → `e`, `bike`. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}
