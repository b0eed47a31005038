import type { Request, Response } from 'express';
import { expect, test } from 'vitest';
import { PageCache } from '../render/page-cache.ts';
import { keepPage } from './kept-pages.ts';

test('a kept page holds the bytes it was sent with (the render cache keeps the same document), not a copy', () => {
  const cache = new PageCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000 });
  const document = Buffer.from('<!doctype html><h1>Delivery and returns</h1>');
  const headers: Record<string, string> = { 'cache-control': 'public, s-maxage=60', etag: '"h1"', 'content-type': 'text/html; charset=utf-8' };
  const req = { keptPage: { key: '/delivery/', generation: cache.generation } } as unknown as Request;
  const res = { statusCode: 200, getHeader: (name: string) => headers[name.toLowerCase()], getHeaders: () => headers } as unknown as Response;
  keepPage(req, res, cache, document);
  expect(cache.get('/delivery/')?.body).toBe(document);
  expect(cache.bytes).toBe(document.byteLength);
});
