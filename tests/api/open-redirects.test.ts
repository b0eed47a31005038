import { request } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/** A GET with the path exactly as written (fetch would normalise backslashes, tabs and dot segments first). */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string | undefined; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers, insecureHTTPParser: true }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Where a browser on the store's page would go from a Location header. */
const landsOn = (location: string) => new URL(location, 'http://store.test/some/page/');

const HOSTILE_PATHS = [
  '//evil.example/landing',
  '///evil.example/landing',
  '/\\evil.example/landing',
  '/\\/evil.example/landing',
  '/%2F%2Fevil.example/landing',
  '/%2f%5cevil.example/landing',
  '/./\\evil.example/landing',
  '/en//evil.example',
  '/en/\\evil.example',
  '/en//evil.example/landing/',
  '/en/%2F%2Fevil.example/',
  '/en/\\/evil.example/',
  '/de//evil.example',
];

describe.each(DRIVERS)('every redirect stays on the store (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await server.database.db.query(
      `insert into url_rewrites (url_key, redirect_url, page_status) values ('old-offers', '\\evil.example/x', '301'), ('older-offers', '//evil.example/y', '301')`,
    );
  });
  afterAll(async () => server?.close());

  test.each(HOSTILE_PATHS)('GET %s never redirects to another host', async (path) => {
    const res = await rawGet(server.url, path);
    if (res.status >= 300 && res.status < 400) {
      expect(res.location, path).toBeDefined();
      expect(landsOn(res.location!).host, `${path} → ${res.location}`).toBe('store.test');
      expect(res.location!.startsWith('/') && !res.location!.startsWith('//'), res.location).toBe(true);
    }
  });

  test('the trailing-slash redirect collapses leading slashes and backslashes into one path', async () => {
    expect((await rawGet(server.url, '//evil.example/landing')).location).toBe('/evil.example/landing/');
    expect((await rawGet(server.url, '/\\evil.example/landing?x=1')).location).toBe('/evil.example/landing/?x=1');
  });

  test('the redundant language prefix redirect keeps its target on the store', async () => {
    const res = await rawGet(server.url, '/en//evil.example');
    expect(res.status).toBe(301);
    expect(res.location).toBe('/evil.example');
    expect((await rawGet(server.url, '/en/delivery/?a=b')).location).toBe('/delivery/?a=b');
  });

  test('a redirects-table entry without a scheme is a path on the store, for pages and for in-app navigation', async () => {
    for (const key of ['old-offers', 'older-offers']) {
      const res = await rawGet(server.url, `/${key}/`);
      expect(res.status).toBe(301);
      expect(landsOn(res.location!).host).toBe('store.test');
      const json = await rawGet(server.url, `/${key}/`, { accept: 'application/json' });
      const { redirect } = JSON.parse(json.body) as { redirect: { location: string; external: boolean } };
      expect(redirect.external).toBe(false);
      expect(landsOn(redirect.location).host).toBe('store.test');
    }
  });

  test('a tab or line break in the path cannot smuggle a second slash in', async () => {
    for (const path of ['/%09/evil.example', '/en/%0a/evil.example/']) {
      const res = await rawGet(server.url, path);
      if (res.location) expect(landsOn(res.location).host, res.location).toBe('store.test');
    }
  });
});

test('the server answers every redirect through the one same-origin rule', () => {
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts') && path !== join('server', 'lib', 'redirect.ts')) {
        if (/\bres\.redirect\(|\.redirect\(\s*30\d/.test(readFileSync(path, 'utf8'))) offenders.push(path);
      }
    }
  };
  walk('server');
  expect(offenders).toEqual([]);
});
