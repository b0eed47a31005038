import { expect, test } from 'vitest';
import { RenderCache } from './render-cache.ts';

test('a rendered page is served again for the same tree and URL, and not for another', () => {
  const cache = new RenderCache({ maxEntries: 10, maxBytes: 1_000_000, keepAnswer: 1, ttlMs: 60_000 });
  const key = RenderCache.keyOf(JSON.stringify({ pageType: 'cms-page', root: { type: 'heading' } }), '/delivery/');
  cache.set(key, Buffer.from('<h1>Delivery</h1>'));
  expect(cache.get(RenderCache.keyOf(JSON.stringify({ pageType: 'cms-page', root: { type: 'heading' } }), '/delivery/'))?.toString()).toBe('<h1>Delivery</h1>');
  expect(cache.get(RenderCache.keyOf(JSON.stringify({ pageType: 'cms-page', root: { type: 'heading' } }), '/delivery/?colour=red'))).toBeUndefined();
  expect(cache.get(RenderCache.keyOf(JSON.stringify({ pageType: 'cms-page', root: { type: 'hero' } }), '/delivery/'))).toBeUndefined();
});

test('the least recently used page goes first when the cache is full', () => {
  const cache = new RenderCache({ maxEntries: 2, maxBytes: 1_000_000, keepAnswer: 1, ttlMs: 60_000 });
  cache.set('a', Buffer.from('A'));
  cache.set('b', Buffer.from('B'));
  expect(cache.get('a')?.toString()).toBe('A');
  cache.set('c', Buffer.from('C'));
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')?.toString()).toBe('A');
  expect(cache.get('c')?.toString()).toBe('C');
  expect(cache.size).toBe(2);
});

test('a page is not served after its time is up', () => {
  let now = 1_000;
  const cache = new RenderCache({ maxEntries: 2, maxBytes: 1_000_000, keepAnswer: 1, ttlMs: 500, now: () => now });
  cache.set('a', Buffer.from('A'));
  now += 499;
  expect(cache.get('a')?.toString()).toBe('A');
  now += 1;
  expect(cache.get('a')).toBeUndefined();
  expect(cache.size).toBe(0);
});

test('the least recently used pages go first once the documents pass the byte limit, and a page replaced or expired no longer counts', () => {
  let now = 1_000;
  const cache = new RenderCache({ maxEntries: 10, maxBytes: 100, keepAnswer: 1, ttlMs: 500, now: () => now });
  cache.set('a', Buffer.alloc(40));
  cache.set('b', Buffer.alloc(40));
  expect(cache.get('a')).toBeDefined();
  cache.set('c', Buffer.alloc(40));
  expect(cache.get('b')).toBeUndefined();
  expect([cache.size, cache.bytes]).toEqual([2, 80]);
  cache.set('a', Buffer.alloc(10));
  expect(cache.bytes).toBe(50);
  now += 500;
  expect(cache.get('c')).toBeUndefined();
  expect([cache.size, cache.bytes]).toEqual([1, 10]);
  // A document larger than the whole limit is not kept, and pushes nothing out.
  cache.set('d', Buffer.alloc(101));
  expect(cache.get('d')).toBeUndefined();
  expect([cache.size, cache.bytes]).toEqual([1, 10]);
});

test('the second render of a key within its time is kept, not the first: a key rendered once never is', () => {
  let now = 0;
  const cache = new RenderCache({ maxEntries: 1, maxBytes: 1_000_000, ttlMs: 1000, now: () => now });
  cache.set('a', Buffer.from('a1'));
  expect(cache.get('a')).toBeUndefined();
  cache.set('a', Buffer.from('a2'));
  expect(cache.get('a')?.toString()).toBe('a2');
  // Addresses rendered once (a crawler, a new query each time) leave the kept one where it is.
  for (let visit = 1; visit <= 20; visit++) cache.set(`a?visit=${visit}`, Buffer.from('once'));
  expect(cache.get('a')?.toString()).toBe('a2');
  expect([cache.size, cache.bytes]).toEqual([1, 2]);
  // Rendered again only after its time: that counts as a first render.
  cache.set('b', Buffer.from('b1'));
  now = 1000;
  cache.set('b', Buffer.from('b2'));
  expect(cache.get('b')).toBeUndefined();
  cache.set('b', Buffer.from('b3'));
  expect(cache.get('b')?.toString()).toBe('b3');
});
