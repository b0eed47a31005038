import { expect, test } from 'vitest';
import { parentCookieDomain } from './cookie-domain.ts';

test('the parent domain of a www host keeps a two-label public suffix whole', () => {
  expect(parentCookieDomain('www.example.co.uk')).toBe('.example.co.uk');
  expect(parentCookieDomain('shop.staging.example.co.uk')).toBe('.example.co.uk');
  expect(parentCookieDomain('example.co.uk')).toBe('.example.co.uk');
});

test('under a one-label suffix the parent domain is the last two labels', () => {
  expect(parentCookieDomain('www.example.de')).toBe('.example.de');
  expect(parentCookieDomain('example.com')).toBe('.example.com');
  expect(parentCookieDomain('WWW.Example.COM.')).toBe('.example.com');
  expect(parentCookieDomain('www.example.com:8443')).toBe('.example.com');
});

test('localhost, IP addresses and single-label hosts get no Domain attribute', () => {
  for (const host of ['localhost', 'de.localhost', 'localhost:3000', '127.0.0.1', '[::1]', '::1', '10.1.2.3:8080', 'intranet', '', undefined]) {
    expect(parentCookieDomain(host), String(host)).toBeUndefined();
  }
});

test('a public suffix on its own gets no Domain attribute', () => {
  expect(parentCookieDomain('co.uk')).toBeUndefined();
});

test('a host with characters no domain has is refused', () => {
  expect(parentCookieDomain('evil.com/path')).toBeUndefined();
  expect(parentCookieDomain('a b.example.com')).toBeUndefined();
});
