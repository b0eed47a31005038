import { expect, test } from 'vitest';
import { DomainError } from '../lib/errors.ts';
import { controlCharacterIn } from '../../domain/control-characters.ts';
import { checkBodyText, MAX_BODY_DEPTH } from './request-text.ts';

const refusal = (body: unknown) => {
  try {
    checkBodyText(body);
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, field: error.field };
    throw error;
  }
  return undefined;
};

test('C0 controls, DEL and C1 controls are control characters; tabs and line breaks only where text may span lines', () => {
  for (const code of [0x00, 0x07, 0x1b, 0x7f, 0x85, 0x9f]) expect(controlCharacterIn(`a${String.fromCharCode(code)}b`, true)).toBe(code);
  expect(controlCharacterIn('two\nlines\tand\r\n', true)).toBeUndefined();
  expect(controlCharacterIn('one\nline', false)).toBe(0x0a);
  expect(controlCharacterIn('Straße – ünïcödé, emoji 🚲 and U+2028\u2028', false)).toBeUndefined();
});

test('a body is refused naming the field of the first control character, keys included', () => {
  expect(refusal({ address: { street: ['ok', 'bad\u0000'] } })).toEqual({
    message: '"address.street[1]" contains a control character (U+0000); remove it and send the text again.',
    field: 'address.street[1]',
  });
  expect(refusal({ ['na\u0001me']: 'x' })?.field).toBe('na\u0001me');
  expect(refusal({ note: 'first line\nsecond line', quantity: 2, ok: true, none: null })).toBeUndefined();
});

test(`a body nested more than ${MAX_BODY_DEPTH} levels is refused without recursion, however deep`, () => {
  let deep: unknown = 'x';
  for (let i = 0; i < 100_000; i++) deep = [deep];
  expect(refusal({ deep })?.message).toBe(`The request body is nested too deeply (${MAX_BODY_DEPTH} levels at most).`);
  let fine: unknown = 'x';
  for (let i = 0; i < MAX_BODY_DEPTH - 1; i++) fine = { fine };
  expect(refusal(fine)).toBeUndefined();
});
