import { expect, test } from 'vitest';
import { searchTerms } from './search-terms.ts';

test('a search keeps letters and digits of any script and drops quotes, operators and emoji', () => {
  expect(searchTerms(`"Endurance" & SL' OR 1=1; -- 🚲`)).toEqual({ ok: true, terms: ['endurance', 'sl', 'or', '1'] });
  expect(searchTerms('Fahrräder')).toEqual({ ok: true, terms: ['fahrräder'] });
});

test('too short and too long searches are refused with a reason', () => {
  expect(searchTerms('a')).toEqual({ ok: false, problem: 'too-short' });
  expect(searchTerms('🚲🚲')).toEqual({ ok: false, problem: 'too-short' });
  expect(searchTerms('x'.repeat(10_000))).toEqual({ ok: false, problem: 'too-long' });
});
