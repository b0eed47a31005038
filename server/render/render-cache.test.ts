import { expect, test } from 'vitest';
import { RenderCache } from './render-cache.ts';

test('a rendered page is served again for the same tree and URL, and not for another', () => {
  const cache = new RenderCache({ maxEntries: 10, ttlMs: 60_000 });
  const key = RenderCache.keyOf(JSON.stringify({ pageType: 'cms-page', root: { type: 'heading' } }), '/delivery/');
  cache.set(key, Buffer.from('<h1>Delivery</h1>'));
  expect(cache.get(RenderCache.keyOf(JSON.stringify({ pageType: 'cms-page', root: { type: 'heading' } }), '/delivery/'))?.toString()).toBe('<h1>Delivery</h1>');
  expect(cache.get(RenderCache.keyOf(JSON.stringify({ pageType: 'cms-page', root: { type: 'heading' } }), '/delivery/?colour=red'))).toBeUndefined();
  expect(cache.get(RenderCache.keyOf(JSON.stringify({ pageType: 'cms-page', root: { type: 'hero' } }), '/delivery/'))).toBeUndefined();
});

test('the least recently used page goes first when the cache is full', () => {
  const cache = new RenderCache({ maxEntries: 2, ttlMs: 60_000 });
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
  const cache = new RenderCache({ maxEntries: 2, ttlMs: 500, now: () => now });
  cache.set('a', Buffer.from('A'));
  now += 499;
  expect(cache.get('a')?.toString()).toBe('A');
  now += 1;
  expect(cache.get('a')).toBeUndefined();
  expect(cache.size).toBe(0);
});
