import { expect, test } from 'vitest';
import { RELOAD_GUARD_MS } from '../../domain/build-check.ts';
import { mayReload } from './build-check.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

test('a stale-build reload is allowed once per path in ten seconds', () => {
  const storage = memoryStorage();
  const start = 1_000_000;
  expect(mayReload('/delivery/', start, storage)).toBe(true);
  expect(mayReload('/delivery/', start + RELOAD_GUARD_MS - 1, storage)).toBe(false);
  expect(mayReload('/returns/', start + 1, storage)).toBe(true);
  expect(mayReload('/delivery/', start + RELOAD_GUARD_MS, storage)).toBe(true);
});

test('without session storage there is no guard, so no reload', () => {
  expect(mayReload('/delivery/', Date.now(), undefined)).toBe(false);
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => undefined,
  };
  expect(mayReload('/delivery/', Date.now(), broken)).toBe(false);
});
