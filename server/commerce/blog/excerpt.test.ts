import { describe, expect, test } from 'vitest';
import { READ_MORE_LIMIT, truncateAtWord } from './excerpt.ts';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('read-more truncation', () => {
  test('the limit is 250 characters', () => {
    expect(READ_MORE_LIMIT).toBe(250);
  });

  test('text of 250 characters or fewer is left whole', () => {
    const text = 'a'.repeat(248) + ' b';
    expect(text).toHaveLength(250);
    expect(truncateAtWord(text)).toEqual({ text, truncated: false });
  });

  test('longer text is cut on the last word boundary within 250 characters and gets an ellipsis', () => {
    const text = words(60);
    const { text: cut, truncated } = truncateAtWord(text);
    expect(truncated).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(kept.length).toBeLessThanOrEqual(250);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(' ');
    expect(text.slice(0, 251).lastIndexOf(' ')).toBe(kept.length);
  });

  test('a word ending exactly at character 250 is kept', () => {
    const text = `${'x'.repeat(250)} tail`;
    expect(truncateAtWord(`${'y'.repeat(10)} ${text}`).text).toBe(`${'y'.repeat(10)}…`);
    const exact = `${'a'.repeat(245)} bcde tail words`;
    expect(exact.indexOf(' tail')).toBe(250);
    expect(truncateAtWord(exact).text).toBe(`${'a'.repeat(245)} bcde…`);
  });

  test('punctuation left dangling at the cut is dropped before the ellipsis', () => {
    const text = `${'a'.repeat(248)}, then more words after the comma`;
    expect(truncateAtWord(text).text).toBe(`${'a'.repeat(248)}…`);
  });

  test('a single word longer than the limit is cut hard at 250 characters', () => {
    expect(truncateAtWord('z'.repeat(400)).text).toBe(`${'z'.repeat(250)}…`);
  });

  test('runs of whitespace and line breaks count as one space', () => {
    expect(truncateAtWord('Ride\n\n  the   Dales ', 250)).toEqual({ text: 'Ride the Dales', truncated: false });
  });

  test('a smaller limit can be given', () => {
    expect(truncateAtWord('Tubeless tyres seal small punctures as you ride', 20)).toEqual({ text: 'Tubeless tyres seal…', truncated: true });
  });
});
