import { expect, test } from 'vitest';
import { localRedirectTarget, sameOriginPath } from './safe-redirect.ts';

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

test('any redirect target becomes a path on this site, with leading slashes and backslashes collapsed', () => {
  const cases: [string, string][] = [
    ['//evil.example/landing/', '/evil.example/landing/'],
    ['/\\evil.example/x/', '/evil.example/x/'],
    ['/%2F%2Fevil.example/', '/evil.example/'],
    ['/%5c%5cevil.example/', '/evil.example/'],
    ['/\t/evil.example/', '/evil.example/'],
    ['/\n//evil.example?a=1', '/evil.example?a=1'],
    ['/./\\evil.example', '/evil.example'],
    ['/a/..//evil.example', '/evil.example'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/delivery/?ref=//x#top', '/delivery/?ref=//x#top'],
  ];
  for (const [target, path] of cases) expect(sameOriginPath(target), JSON.stringify(target)).toBe(path);
});
