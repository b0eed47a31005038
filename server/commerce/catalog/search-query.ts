import { wordsOf } from './search-terms.ts';

/** Words a shopper may add to a word: plurals and German endings (`bikes`, `Helme`, `Rennräder`). */
const ENDINGS = ['', 's', 'es', 'e', 'n', 'en', 'er'];
/** German compounds join their parts directly or with a linking letter (`Fahrrad|s|schloss`). */
const LINKS = ['', 's', 'n', 'e'];
const MIN_PART = 3;

/** One way to say what a shopper meant: all its words (`mountain` and `bike`), prefix-matched when they are the shopper's own. */
export interface Alternative {
  words: string[];
  prefix: boolean;
}

/** The shopper's words (`terms`) and every way to find them; a query needs one alternative of each group. */
export interface TermGroup {
  terms: string[];
  alternatives: Alternative[];
}

export interface Synonyms {
  /** Each group's phrases as words. */
  groups: string[][][];
  /** Every word a group uses, folded: compounds may be split into these. */
  words: Set<string>;
}

/** Lower case without umlauts and ß, so `Räder` and `rader` compare equal. */
export function fold(word: string): string {
  return word.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');
}

/** A shopper's word is a known word, or that word with a plural or German ending. */
function sameWord(term: string, word: string): boolean {
  const t = fold(term);
  const w = fold(word);
  return t.startsWith(w) && ENDINGS.includes(t.slice(w.length));
}

export function synonymsOf(groups: readonly (readonly string[])[]): Synonyms {
  const phrases = groups.map((group) => group.map(wordsOf));
  return { groups: phrases, words: new Set(phrases.flat(2).map(fold)) };
}

/** The longest synonym phrase starting at `terms[at]`: its group and length. */
function phraseAt(terms: string[], at: number, synonyms: Synonyms): { group: string[][]; phrase: string[]; length: number } | undefined {
  let best: { group: string[][]; phrase: string[]; length: number } | undefined;
  for (const group of synonyms.groups) {
    for (const phrase of group) {
      if (phrase.length <= (best?.length ?? 0) || at + phrase.length > terms.length) continue;
      if (phrase.every((word, index) => sameWord(terms[at + index]!, word))) best = { group, phrase, length: phrase.length };
    }
  }
  return best;
}

/** The shopper's words grouped with their synonyms: `road bikes` → (road bikes | rennrad | racer). */
export function termGroups(terms: string[], synonyms: Synonyms): TermGroup[] {
  const groups: TermGroup[] = [];
  for (let at = 0; at < terms.length; ) {
    const found = phraseAt(terms, at, synonyms);
    const own = terms.slice(at, at + (found?.length ?? 1));
    const others = (found?.group ?? []).filter((phrase) => phrase !== found?.phrase).map((words) => ({ words, prefix: false }));
    groups.push({ terms: own, alternatives: [{ words: own, prefix: true }, ...others] });
    at += own.length;
  }
  return groups;
}

/**
 * A German compound as known words, fewest parts first: `fahrradhelm` → fahrrad, helm (the last
 * part may carry an ending: `rennradhelme`). Undefined when the word does not split into known words of 3 letters or more.
 */
export function compoundParts(word: string, isKnown: (foldedPart: string) => boolean): string[] | undefined {
  const folded = fold(word);
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= folded.length; end += 1) {
    for (let start = 0; start <= end - MIN_PART; start += 1) {
      const part = folded.slice(start, end);
      for (const link of LINKS) {
        const before = start - link.length;
        if (before < 0 || folded.slice(before, start) !== link || !best[before]) continue;
        const last = end === folded.length;
        if (!isKnown(part) && !(last && ENDINGS.some((ending) => ending && part.endsWith(ending) && isKnown(part.slice(0, -ending.length))))) continue;
        const parts = [...best[before]!, part];
        if (!best[end] || parts.length < best[end]!.length) best[end] = parts;
      }
    }
  }
  const parts = best[folded.length];
  if (!parts || parts.length < 2) return undefined;
  if (folded.length !== word.length) return parts;
  // The parts as the shopper wrote them (a stemmer reads `ladegerät`, not `ladegerat`).
  let at = folded.length;
  return parts
    .reverse()
    .map((part) => {
      at = folded.lastIndexOf(part, at - part.length);
      return word.slice(at, at + part.length);
    })
    .reverse();
}

/** The group of a compound: all its parts, or its last part (the thing itself: a Fahrradhelm is a Helm) and that part's synonyms. */
export function compoundGroup(term: string, parts: string[], synonyms: Synonyms): TermGroup {
  const head = termGroups([parts.at(-1)!], synonyms)[0]!;
  return { terms: [term], alternatives: [{ words: parts, prefix: false }, ...head.alternatives] };
}

/** `(road:* & bikes:* | rennrad | racer) & carbon:*` for to_tsquery; words are letters and digits only, so no input can break it. */
export function tsqueryText(groups: TermGroup[]): string {
  const alternative = ({ words, prefix }: Alternative) => words.map((word) => (prefix ? `${word}:*` : word)).join(' & ');
  return groups.map((group) => `(${group.alternatives.map(alternative).join(' | ')})`).join(' & ');
}
