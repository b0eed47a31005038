import { expect, test } from 'vitest';
import { rewriteJsonText } from './json-rewrite.ts';

test('a value that changes shape is written in place, indented like its line; the rest keeps its formatting', () => {
  const text = '{\n  "a": { "keep": [1, 2] },\n  "b": 1\n}\n';
  expect(rewriteJsonText(text, { a: { keep: [1, 2] }, b: { c: true } })).toBe('{\n  "a": { "keep": [1, 2] },\n  "b": {\n    "c": true\n  }\n}\n');
  expect(rewriteJsonText(text, { a: { kept: [1, 3] }, b: 1 })).toBe('{\n  "a": { "kept": [1, 3] },\n  "b": 1\n}\n');
});

test('a renamed key is renamed in place, on its own line, with the value below it untouched', () => {
  const text = '{\n  "link": {\n    "href": "/bikes/"\n  },\n  "schemaVersion": 1\n}\n';
  expect(rewriteJsonText(text, { moreLink: { href: '/bikes/' }, schemaVersion: 2 })).toBe(
    '{\n  "moreLink": {\n    "href": "/bikes/"\n  },\n  "schemaVersion": 2\n}\n',
  );
});

test('text that is not JSON is written as two-space JSON', () => {
  expect(rewriteJsonText('', { a: 1 })).toBe('{\n  "a": 1\n}\n');
});
