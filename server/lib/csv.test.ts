import { expect, test } from 'vitest';
import { csvDocument, csvField } from './csv.ts';

test('a CSV field is quoted only when it must be, and formulas are defused', () => {
  expect(csvField('plain')).toBe('plain');
  expect(csvField('Smith, Sam')).toBe('"Smith, Sam"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvField(-12)).toBe('-12');
  expect(csvField(null)).toBe('');
  expect(csvDocument(['a', 'b'], [[1, 'x\ny']])).toBe('a,b\r\n1,"x\ny"\r\n');
});
