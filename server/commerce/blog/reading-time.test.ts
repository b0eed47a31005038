import { expect, test } from 'vitest';
import { readingMinutes, wordCount } from './reading-time.ts';

test('words are counted in the text of the HTML, not its tags', () => {
  expect(wordCount('<h2>Tubeless</h2><p>Seal the <strong>rim</strong>&nbsp;tape.</p>')).toBe(5);
});

test('reading time rounds up to whole minutes of 200 words, and is never below one', () => {
  expect(readingMinutes('<p></p>')).toBe(1);
  expect(readingMinutes(`<p>${'word '.repeat(200)}</p>`)).toBe(1);
  expect(readingMinutes(`<p>${'word '.repeat(201)}</p>`)).toBe(2);
});
