import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { acceptedEncoding } from '../middleware/kept-pages.ts';
import { PageCache } from './page-cache.ts';

const page = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(body), etag: '"h1"' });

describe('PageCache', () => {
  test('an answer composed before a clear is not kept', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000, keepAnswer: 1 });
    const begun = cache.generation;
    cache.clear();
    cache.set('/a/', begun, page('old'));
    expect(cache.get('/a/')).toBeUndefined();
    cache.set('/a/', cache.generation, page('new'));
    expect(cache.get('/a/')?.body.toString()).toBe('new');
  });

  test('an entry expires after its time', () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000, now: () => now, keepAnswer: 1 });
    cache.set('/a/', 0, page('a'));
    now = 999;
    expect(cache.get('/a/')).toBeDefined();
    now = 1000;
    expect(cache.get('/a/')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  test('the least recently used go first when entries or bytes (compressed copies included) run over', () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1e6, ttlMs: 1000, keepAnswer: 1 });
    cache.set('/a/', 0, page('a'));
    cache.set('/b/', 0, page('b'));
    cache.get('/a/');
    cache.set('/c/', 0, page('c'));
    expect([cache.get('/a/'), cache.get('/b/'), cache.get('/c/')].map((entry) => entry?.body.toString())).toEqual(['a', undefined, 'c']);

    const small = new PageCache({ maxEntries: 10, maxBytes: 4500, ttlMs: 1000, keepAnswer: 1 });
    small.set('/x/', 0, page('x'.repeat(3000)));
    const x = small.get('/x/')!;
    expect(brotliDecompressSync(small.encoded('/x/', x, 'br')).toString()).toBe('x'.repeat(3000));
    expect(small.bytes).toBeGreaterThan(3000);
    small.set('/y/', 0, page('y'.repeat(1900)));
    expect(small.get('/x/')).toBeUndefined();
    expect(small.get('/y/')).toBeDefined();
    expect(small.bytes).toBe(1900);
  });

  test('the second answer to an address within its time is kept, not the first: an address asked for once never is', () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 1, maxBytes: 1e6, ttlMs: 1000, now: () => now });
    cache.set('/a/', 0, page('a1'));
    expect(cache.get('/a/')).toBeUndefined();
    cache.set('/a/', 0, page('a2'));
    expect(cache.get('/a/')?.body.toString()).toBe('a2');
    // Pages asked for once (a crawler, a new query each time) leave the kept one where it is.
    for (let visit = 1; visit <= 20; visit++) cache.set(`/a/?visit=${visit}`, 0, page('once'));
    expect(cache.get('/a/')?.body.toString()).toBe('a2');
    expect(cache.size).toBe(1);

    // Asked for again only after its time: that counts as a first answer.
    cache.set('/b/', 0, page('b1'));
    now = 1000;
    cache.set('/b/', 0, page('b2'));
    expect(cache.get('/b/')).toBeUndefined();
    cache.set('/b/', 0, page('b3'));
    expect(cache.get('/b/')?.body.toString()).toBe('b3');

    // Four addresses are remembered for each page the cache may hold: a fifth pushes out the oldest.
    for (const path of ['/c/', '/d/', '/e/', '/f/', '/g/']) cache.set(path, 0, page(path));
    cache.set('/c/', 0, page('c2'));
    expect(cache.get('/c/')).toBeUndefined();
    cache.set('/g/', 0, page('g2'));
    expect(cache.get('/g/')?.body.toString()).toBe('g2');
  });

  test('a clear forgets everything', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000, keepAnswer: 1 });
    cache.set('/a/', 0, page('a'));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe('acceptedEncoding', () => {
  test('prefers Brotli, then gzip, and never an encoding given q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });
});
