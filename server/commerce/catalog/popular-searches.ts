import POPULAR_SEARCHES from './popular-searches.json' with { type: 'json' };

/** The searches the header's search box offers before anything is typed: a short list the shop edits by hand, per language. */
export function popularSearches(locale: string): string[] {
  return locale === 'de' ? POPULAR_SEARCHES.de : POPULAR_SEARCHES.en;
}
