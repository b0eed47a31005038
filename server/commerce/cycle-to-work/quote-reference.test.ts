import { expect, test } from 'vitest';
import { newQuoteReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './quote-reference.ts';

test('a reference reads C2W, then two groups of four unmistakable characters', () => {
  for (let i = 0; i < 200; i++) expect(newQuoteReference()).toMatch(REFERENCE_PATTERN);
  expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOU]/);
});

test('each character is drawn from the whole alphabet', () => {
  let next = 0;
  const counting = (size: number) => next++ % size;
  expect(newQuoteReference(counting)).toBe('C2W-2345-6789');
  expect(newQuoteReference(() => REFERENCE_ALPHABET.length - 1)).toBe('C2W-ZZZZ-ZZZZ');
});
