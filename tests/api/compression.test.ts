import express from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, createGunzip, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compress } from '../../server/middleware/compress.ts';
import { CLIENT_DIR, readClientAssets } from '../../server/render/assets.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('compressed responses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  test('an HTML page goes out in Brotli when the browser accepts it, with Vary: Accept-Encoding', async () => {
    const res = await rawGet(`${server.url}/delivery/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(res.body).toString();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(res.body.length).toBeLessThan(html.length / 2);
  });

  test('a page tree (JSON) goes out in gzip to a client that only takes gzip', async () => {
    const res = await rawGet(`${server.url}/delivery/`, { accept: 'application/json', 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(res.body).toString())).toHaveProperty('root');
  });

  test('HTML, page trees and API answers go out in Brotli and in gzip, whichever the client takes', async () => {
    const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [path, accept] of [
      ['/delivery/', 'text/html'],
      ['/bikes/', 'application/json'],
      ['/nuxt/api/store/config', 'application/json'],
    ] as const) {
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await rawGet(`${server.url}${path}`, { accept, 'accept-encoding': encoding });
        expect(res.status, `${path} ${encoding}`).toBe(200);
        expect(res.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        const body = decode[encoding](res.body).toString();
        expect(body.length, `${path} ${encoding}`).toBeGreaterThan(res.body.length * 2);
        if (accept === 'application/json') expect(() => JSON.parse(body), path).not.toThrow();
      }
    }
  });

  test('a client that asks for no encoding gets the plain body', async () => {
    const res = await rawGet(`${server.url}/delivery/`, { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toMatch(/^<!DOCTYPE html>/i);
  });

  test('the hashed scripts and stylesheet are compressed and cached for a year as immutable', async () => {
    const { js, css, chunks = [] } = readClientAssets();
    // The entry script is a few lines that start the app's chunk: under the 1 KB below which
    // compressing gains nothing, so it goes out as it is; every larger file is compressed.
    const files = [...[js, ...chunks].map((file) => [file, 'br'] as const), [css, 'gzip'] as const];
    expect(chunks.length).toBeGreaterThan(0);
    for (const [file, encoding] of files) {
      const res = await rawGet(`${server.url}/${file}`, { 'accept-encoding': encoding });
      expect(res.status, file).toBe(200);
      const size = statSync(join(CLIENT_DIR, file)).size;
      expect(res.headers['content-encoding'], file).toBe(size >= 1024 ? encoding : undefined);
      expect(res.headers['cache-control'], file).toBe(IMMUTABLE);
      if (size >= 1024) expect(res.headers.vary, file).toMatch(/accept-encoding/i);
    }
  });

  test('a production build sends the copies it compressed once (Brotli 11, gzip 9) as they are, each with its own ETag', async () => {
    const { js, css, chunks = [] } = readClientAssets();
    const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const file of [css, ...chunks]) {
      const plain = readFileSync(join(CLIENT_DIR, file));
      const etags = new Set<string>();
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        const res = await rawGet(`${server.url}/${file}`, { 'accept-encoding': `${encoding}, identity` });
        expect(res.status, file).toBe(200);
        expect(res.headers['content-encoding'], file).toBe(encoding);
        expect(res.headers['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /^(?:text|application)\/javascript/);
        expect(res.headers['cache-control'], file).toBe(IMMUTABLE);
        expect(res.headers.vary, file).toMatch(/accept-encoding/i);
        expect(res.body.equals(readFileSync(join(CLIENT_DIR, file + suffix))), `${file} is the build's ${suffix} copy`).toBe(true);
        expect(decode[encoding](res.body).equals(plain), file).toBe(true);
        etags.add(String(res.headers.etag));
      }
      const identity = await rawGet(`${server.url}/${file}`, { 'accept-encoding': 'identity' });
      expect(identity.body.equals(plain), file).toBe(true);
      etags.add(String(identity.headers.etag));
      expect(etags.size, `${file}: one ETag per encoding`).toBe(3);
    }
    // A browser lists gzip first without ranking it above Brotli: it gets the smaller copy.
    const chrome = await rawGet(`${server.url}/${css}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(chrome.headers['content-encoding']).toBe('br');
    const gzipOnly = await rawGet(`${server.url}/${css}`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    // The entry script is under 1 KB: no copy, and it goes out as it is.
    expect(existsSync(join(CLIENT_DIR, `${js}.br`))).toBe(false);
  });

  test('a compressed copy is found only below the build folder', async () => {
    for (const path of ['/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/manifest.json', '/assets/%E0%A4%A']) {
      const res = await rawGet(`${server.url}${path}`, { 'accept-encoding': 'br' });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('a compressed response written in parts', () => {
  test('reaches the client part by part, before the response ends', async () => {
    let finish = () => {};
    const app = express();
    app.use(compress());
    app.get('/parts', (_req, res) => {
      res.type('html');
      res.write(`<p>first part</p>${' '.repeat(2048)}`);
      finish = () => res.end('<p>last part</p>');
    });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      const seen = await new Promise<string>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/parts`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
            expect(res.headers['content-encoding']).toBe('gzip');
            let text = '';
            const gunzip = res.pipe(createGunzip());
            gunzip.on('data', (chunk: Buffer) => {
              text += chunk.toString();
              // The first part arrived while the server still holds the response open.
              if (text.includes('first part') && !text.includes('last part')) finish();
            });
            gunzip.on('end', () => resolve(text));
            gunzip.on('error', reject);
          })
          .on('error', reject);
      });
      expect(seen).toContain('last part');
    } finally {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
