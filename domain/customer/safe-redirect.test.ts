import { expect, test } from 'vitest';
import { localRedirectTarget } from './safe-redirect.ts';

test('a local path with query and hash is kept', () => {
  expect(localRedirectTarget('/my-account/orders/?page=2#top')).toBe('/my-account/orders/?page=2#top');
  expect(localRedirectTarget('/de/my-account/shipping/')).toBe('/de/my-account/shipping/');
  expect(localRedirectTarget('/%0d%0a/')).toBe('/%0d%0a/');
});

test('anything that could leave the site is refused', () => {
  for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'evil.example', '\t/x', '/\r\nSet-Cookie: a=b']) {
    expect(localRedirectTarget(target), target).toBeUndefined();
  }
  expect(localRedirectTarget(['/my-account/'])).toBeUndefined();
  expect(localRedirectTarget(`/${'a'.repeat(600)}`)).toBeUndefined();
});
