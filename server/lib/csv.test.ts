import { expect, test } from 'vitest';
import { csvDocument, csvField, parseCsv } from './csv.ts';

test('a CSV field is quoted only when it must be, and formulas are defused', () => {
  expect(csvField('plain')).toBe('plain');
  expect(csvField('Smith, Sam')).toBe('"Smith, Sam"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvField(-12)).toBe('-12');
  expect(csvField(null)).toBe('');
  expect(csvDocument(['a', 'b'], [[1, 'x\ny']])).toBe('a,b\r\n1,"x\ny"\r\n');
});

test('a CSV document reads back into its rows: quotes, commas, line breaks, CRLF or LF, defused formulas', () => {
  const written = csvDocument(
    ['sku', 'name'],
    [
      ['NV-1', 'Bottle, 750 ml'],
      ['NV-2', 'say "hi"\nthere'],
      ['NV-3', '-minus'],
    ],
  );
  expect(parseCsv(written)).toEqual([
    ['sku', 'name'],
    ['NV-1', 'Bottle, 750 ml'],
    ['NV-2', 'say "hi"\nthere'],
    ['NV-3', '-minus'],
  ]);
  expect(parseCsv('\ufeffa,b\nc,\n')).toEqual([
    ['a', 'b'],
    ['c', ''],
  ]);
  expect(parseCsv('a,b')).toEqual([['a', 'b']]);
  expect(() => parseCsv('a\n"open,b\nc')).toThrow('A quote opened on line 2 is never closed.');
});
