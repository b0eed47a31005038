import { expect, test } from 'vitest';
import { KeptMap } from './kept-map.ts';

test('the least recently used goes first once there are too many entries', () => {
  const map = new KeptMap<string>({ maxEntries: 2, maxWeight: 100 });
  map.set('a', 'A', 1);
  map.set('b', 'B', 1);
  expect(map.get('a')).toBe('A');
  map.set('c', 'C', 1);
  expect([map.has('a'), map.has('b'), map.has('c')]).toEqual([true, false, true]);
  expect(map.size).toBe(2);
});

test('entries go, oldest first, until what is kept weighs no more than the bound; a value set again is weighed anew', () => {
  const map = new KeptMap<string>({ maxEntries: 10, maxWeight: 10 });
  map.set('a', 'A', 4);
  map.set('b', 'B', 4);
  map.set('a', 'A2', 5);
  expect(map.weight).toBe(9);
  // Set again, `a` is now the most recently used: `b` goes.
  map.set('c', 'C', 3);
  expect([map.has('a'), map.has('b'), map.has('c')]).toEqual([true, false, true]);
  expect(map.weight).toBe(8);
  map.set('d', 'D', 11);
  expect(map.size).toBe(0);
  expect(map.weight).toBe(0);
});

test('grow adds weight only while the key still keeps the same value, and trims', () => {
  const map = new KeptMap<{ name: string }>({ maxEntries: 10, maxWeight: 10 });
  const first = { name: 'first' };
  map.set('a', first, 2);
  map.set('b', { name: 'b' }, 2);
  map.grow('a', { name: 'first' }, 5);
  expect(map.weight).toBe(4);
  map.grow('a', first, 5);
  expect(map.weight).toBe(9);
  map.grow('b', map.get('b') as { name: string }, 2);
  expect(map.has('a')).toBe(false);
  expect(map.weight).toBe(4);
  map.delete('b');
  map.grow('b', first, 1);
  expect([map.size, map.weight]).toEqual([0, 0]);
});

test('clear forgets everything and its weight', () => {
  const map = new KeptMap<number>({ maxEntries: 10, maxWeight: 100 });
  map.set('a', 1, 30);
  map.clear();
  expect([map.size, map.weight, map.get('a')]).toEqual([0, 0, undefined]);
});
