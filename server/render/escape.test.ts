import { expect, test } from 'vitest';
import { jsonForScript, scriptSafeJson } from './escape.ts';

test('inlined JSON cannot close its script element or break on U+2028 and U+2029', () => {
  const text = jsonForScript({ html: '</script><script>alert(1)</script>', line: 'a\u2028b\u2029c' });
  expect(text).not.toContain('</script>');
  expect(text).not.toMatch(/[\u2028\u2029]/);
  expect(JSON.parse(text)).toEqual({ html: '</script><script>alert(1)</script>', line: 'a\u2028b\u2029c' });
});

test('a page tree serialised once is made safe as its value would be', () => {
  const tree = { root: { props: { html: '<p>Ride</p><!-- note --></script>' } }, line: 'a\u2028b\u2029c' };
  expect(scriptSafeJson(JSON.stringify(tree))).toBe(jsonForScript(tree));
});
