/** Folds case and accents so typing 'o' finds 'Österreich' and 'c' finds 'Česko'. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Where a navigation key moves the active option of a list of `count`; undefined for other keys. */
export function movedIndex(key: string, active: number, count: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, last);
    case 'ArrowUp':
      return Math.max(active - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(active + 10, last);
    case 'PageUp':
      return Math.max(active - 10, 0);
    default:
      return undefined;
  }
}

/**
 * Type-ahead: the option whose name starts with what was typed. Typing the same letter
 * again cycles through the names with that letter, starting after the active one.
 */
export function typeaheadIndex(names: readonly string[], typed: string, active: number): number | undefined {
  const query = searchable(typed);
  if (!query) return undefined;
  const repeated = [...query].every((char) => char === query[0]);
  const prefix = repeated ? query.slice(0, 1) : query;
  const start = repeated || query.length === 1 ? active + 1 : active;
  for (let step = 0; step < names.length; step++) {
    const index = (start + step) % names.length;
    if (searchable(names[index] ?? '').startsWith(prefix)) return index;
  }
  return undefined;
}
