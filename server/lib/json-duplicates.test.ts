import { expect, test } from 'vitest';
import { firstDuplicateKey } from './json-duplicates.ts';

test('a key repeated in one object is found', () => {
  expect(firstDuplicateKey('{"email":"a@b.c","password":"x","email":"d@e.f"}')).toBe('email');
});

test('the same key in different objects or array items is fine', () => {
  expect(firstDuplicateKey('{"a":{"id":1},"b":{"id":2},"list":[{"id":1},{"id":2}]}')).toBeUndefined();
});

test('escaped spellings of one key count as the same key', () => {
  expect(firstDuplicateKey('{"email":"x","\\u0065mail":"y"}')).toBe('email');
});

test('strings that look like keys inside values do not count', () => {
  expect(firstDuplicateKey('{"a":"\\"a\\":1","b":["a", "a"],"c":"{\\"a\\":1,\\"a\\":2}"}')).toBeUndefined();
});

test('a nested object with a repeated key is found after its siblings', () => {
  expect(firstDuplicateKey('{"address":{"city":"Leeds","street":["1"],"city":"York"}}')).toBe('city');
});
