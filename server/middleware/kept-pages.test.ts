import type { AddressInfo } from 'node:net';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { expect, test } from 'vitest';
import type { StoreChanges } from '../db/store-changes.ts';
import { PageCache } from '../render/page-cache.ts';
import { answerKeptPagesFirst, keepPage, keptPages } from './kept-pages.ts';

test('a kept page holds the bytes it was sent with (the render cache keeps the same document), not a copy', () => {
  const cache = new PageCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000, keepAnswer: 1 });
  const document = Buffer.from('<!doctype html><h1>Delivery and returns</h1>');
  const headers: Record<string, string> = { 'cache-control': 'public, s-maxage=60', etag: '"h1"', 'content-type': 'text/html; charset=utf-8' };
  const req = { keptPage: { key: '/delivery/', generation: cache.generation } } as unknown as Request;
  const res = { statusCode: 200, getHeader: (name: string) => headers[name.toLowerCase()], getHeaders: () => headers } as unknown as Response;
  keepPage(req, res, cache, document);
  expect(cache.get('/delivery/')?.body).toBe(document);
  expect(cache.bytes).toBe(document.byteLength);
});

test('a kept answer is given before Express walks its router, after the steps every answer takes; the rest go to Express', async () => {
  const cache = new PageCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 60_000, keepAnswer: 1 });
  const options = {
    cache,
    changes: { listening: true } as StoreChanges,
    build: () => 'build-1',
    hits: {
      count: 0,
      inc() {
        this.count += 1;
      },
    },
  };
  const stepped: string[] = [];
  const step: RequestHandler = (req, res, next) => {
    stepped.push(req.url);
    res.setHeader('X-Request-Id', `id-${stepped.length}`);
    next();
  };
  let rendered = 0;
  const routed: string[] = [];
  const app = express();
  app.use(step);
  answerKeptPagesFirst(app, options, [step]);
  app.use((req, _res, next) => {
    routed.push(req.url);
    next();
  });
  app.use(keptPages(options));
  app.get('/delivery/', (req, res) => {
    rendered += 1;
    const body = Buffer.from(`<h1>Delivery ${rendered}</h1>`);
    res.setHeader('Cache-Control', 'public, s-maxage=60');
    res.setHeader('ETag', '"d1"');
    res.type('html');
    keepPage(req, res, cache, body);
    res.end(body);
  });
  app.get('/my-account/', (_req, res) => {
    rendered += 1;
    res.send('yours');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const first = await fetch(`${base}/delivery/`);
    expect(await first.text()).toBe('<h1>Delivery 1</h1>');
    const second = await fetch(`${base}/delivery/?utm_source=news`);
    expect(await second.text()).toBe('<h1>Delivery 1</h1>');
    expect(second.headers.get('server-timing')).toContain('kept page');
    expect(second.headers.get('x-request-id')).toBe('id-2');
    expect(second.headers.get('etag')).toBe('"d1"');
    expect((await fetch(`${base}/delivery/`, { headers: { 'If-None-Match': '"d1"' } })).status).toBe(304);
    // Kept answers took the steps once each and never reached the router; the first and a private page did.
    expect(rendered).toBe(1);
    expect(options.hits.count).toBe(2);
    expect(await (await fetch(`${base}/my-account/`)).text()).toBe('yours');
    expect(rendered).toBe(2);
    expect(stepped).toEqual(['/delivery/', '/delivery/?utm_source=news', '/delivery/', '/my-account/']);
    expect(routed).toEqual(['/delivery/', '/my-account/']);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a fault while looking a request up in front of Express is answered by Express, not left to stop the process', async () => {
  const cache = new PageCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 60_000, keepAnswer: 1 });
  const broken = {
    cache,
    changes: { listening: true } as StoreChanges,
    build: () => {
      throw new Error('no build manifest');
    },
  };
  const app = express();
  answerKeptPagesFirst(app, broken, []);
  app.use(keptPages(broken));
  app.use((_error: unknown, _req: Request, res: Response, _next: () => void) => {
    res.status(503).send('The store is starting; try again in a moment.');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/delivery/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('The store is starting; try again in a moment.');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
