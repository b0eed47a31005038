import { expect, test } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { versionedCache } from './catalogue-version.ts';

/** A database handle only as the cache's key: nothing is queried through it. */
const handle = () => ({}) as Queryable;

test('a value is read once per version; on a new version the values kept for the old one are read again in the background', async () => {
  const cache = versionedCache<number, string>();
  const db = handle();
  const reads: string[] = [];
  const load = (version: string, key: number) => async () => {
    reads.push(`${version}:${key}`);
    return `${key}@${version}`;
  };
  expect(await cache.get(db, '1', 1, load('1', 1))).toBe('1@1');
  expect(await cache.get(db, '1', 2, load('1', 2))).toBe('2@1');
  expect(await cache.get(db, '1', 1, load('1', 1))).toBe('1@1');
  expect(reads).toEqual(['1:1', '1:2']);

  // The catalogue changes: the request for category 2 reads it, and category 1 is read again without being asked for.
  // (The kept loader re-reads with its own arguments; a real loader reads the current rows.)
  expect(await cache.get(db, '2', 2, load('2', 2))).toBe('2@2');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(reads).toEqual(['1:1', '1:2', '2:2', '1:1']);
  const before = reads.length;
  expect(await cache.get(db, '2', 1, load('2', 1))).toBe('1@1');
  expect(reads).toHaveLength(before);
});

test('a failed read is not kept, and the next request reads again', async () => {
  const cache = versionedCache<number, string>();
  const db = handle();
  let attempts = 0;
  const flaky = async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('connection lost');
    return 'rows';
  };
  await expect(cache.get(db, '1', 1, flaky)).rejects.toThrow('connection lost');
  expect(await cache.get(db, '1', 1, flaky)).toBe('rows');
  expect(attempts).toBe(2);
});
