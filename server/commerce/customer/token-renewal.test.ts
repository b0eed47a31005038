import { expect, test } from 'vitest';
import { EXPIRY_STAMP_TOLERANCE_MS, expiryStampIsCurrent } from './token-renewal.ts';

const now = Date.UTC(2025, 0, 1, 12);

test('a stamp ahead of now and within 5 minutes is current', () => {
  expect(expiryStampIsCurrent(String(now + 1), now)).toBe(true);
  expect(expiryStampIsCurrent(String(now + EXPIRY_STAMP_TOLERANCE_MS), now)).toBe(true);
});

test('a missing, reached, unreadable or too distant stamp is not', () => {
  expect(expiryStampIsCurrent(undefined, now)).toBe(false);
  expect(expiryStampIsCurrent(String(now), now)).toBe(false);
  expect(expiryStampIsCurrent(String(now - 1000), now)).toBe(false);
  expect(expiryStampIsCurrent('soon', now)).toBe(false);
  expect(expiryStampIsCurrent(`${now + 1}.5`, now)).toBe(false);
  expect(expiryStampIsCurrent(String(now + EXPIRY_STAMP_TOLERANCE_MS + 1), now)).toBe(false);
});
