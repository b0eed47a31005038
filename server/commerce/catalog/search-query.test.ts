import { expect, test } from 'vitest';
import { compoundGroup, compoundParts, fold, synonymsOf, termGroups, tsqueryText } from './search-query.ts';

const synonyms = synonymsOf([
  ['bike', 'bicycle', 'fahrrad'],
  ['road bike', 'rennrad'],
  ['ebike', 'e-bike', 'electric'],
  ['helmet', 'helm'],
]);
const known = new Set(['fahrrad', 'rennrad', 'ladegerät', 'arbeit', 'weg'].map(fold));

test('a phrase of the synonym list is found in plural and its group searched in full', () => {
  expect(tsqueryText(termGroups(['road', 'bikes', 'carbon'], synonyms))).toBe('(road:* & bikes:* | rennrad) & (carbon:*)');
  expect(tsqueryText(termGroups(['ebike'], synonyms))).toBe('(ebike:* | e & bike | electric)');
  expect(tsqueryText(termGroups(['bicycle'], synonyms))).toBe('(bicycle:* | bike | fahrrad)');
  expect(tsqueryText(termGroups(['Räder'.toLowerCase()], synonyms))).toBe('(räder:*)');
});

test('a German compound splits into known words, with or without a linking letter, keeping its umlauts', () => {
  const isKnown = (part: string) => known.has(part) || synonyms.words.has(part);
  expect(compoundParts('fahrradhelm', isKnown)).toEqual(['fahrrad', 'helm']);
  expect(compoundParts('rennradhelme', isKnown)).toEqual(['rennrad', 'helme']);
  expect(compoundParts('arbeitsweg', isKnown)).toEqual(['arbeit', 'weg']);
  expect(compoundParts('fahrradladegerät', isKnown)).toEqual(['fahrrad', 'ladegerät']);
  expect(compoundParts('helmit', isKnown)).toBeUndefined();
  expect(compoundParts('fahrrad', isKnown)).toBeUndefined();
});

test('a compound is searched by all its parts or by its last part and that part’s synonyms', () => {
  expect(tsqueryText([compoundGroup('fahrradhelm', ['fahrrad', 'helm'], synonyms)])).toBe('(fahrrad & helm | helm:* | helmet)');
});
