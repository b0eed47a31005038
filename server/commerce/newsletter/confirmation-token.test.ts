import { expect, test } from 'vitest';
import { hashToken, looksLikeToken, newConfirmationToken } from './confirmation-token.ts';

test('each confirmation token is random, URL-safe, and stored only as its SHA-256 hash', () => {
  const a = newConfirmationToken();
  const b = newConfirmationToken();
  expect(a.token).not.toBe(b.token);
  expect(looksLikeToken(a.token)).toBe(true);
  expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  expect(a.hash).toBe(hashToken(a.token));
  expect(a.hash).not.toContain(a.token);
});

test('values that are not tokens are recognised before any lookup', () => {
  for (const value of [undefined, '', 'abc', `${'a'.repeat(42)}!`, `${'a'.repeat(44)}`, ['x']]) expect(looksLikeToken(value)).toBe(false);
});
