/** Card excerpts are cut here, followed by a read-more link (spec section 9). */
export const READ_MORE_LIMIT = 250;

const ELLIPSIS = '…';

/**
 * Shortens text to at most `limit` characters, ending on a whole word, and marks the cut
 * with an ellipsis (which is not counted). Text that already fits is returned unchanged.
 */
export function truncateAtWord(text: string, limit = READ_MORE_LIMIT): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  const head = clean.slice(0, limit + 1);
  const lastSpace = head.lastIndexOf(' ');
  // One enormous word: cut it rather than show nothing.
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : clean.slice(0, limit);
  return { text: `${cut.replace(/[\s,;:.\-–—]+$/u, '')}${ELLIPSIS}`, truncated: true };
}
