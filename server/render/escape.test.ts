import { expect, test } from 'vitest';
import { jsonForScript } from './escape.ts';

test('inlined JSON cannot close its script element or break on U+2028 and U+2029', () => {
  const text = jsonForScript({ html: '</script><script>alert(1)</script>', line: 'a\u2028b\u2029c' });
  expect(text).not.toContain('</script>');
  expect(text).not.toMatch(/[\u2028\u2029]/);
  expect(JSON.parse(text)).toEqual({ html: '</script><script>alert(1)</script>', line: 'a\u2028b\u2029c' });
});
