import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { SERVER_BUNDLE_ENV } from '../helpers/global-server-bundle.ts';
import { type ServerProcess, serverProcesses } from '../helpers/server-process.ts';

/** The store as `npm start` and the container run it: the server bundled ahead of time, started with plain node. */
describe('the bundled server', () => {
  const processes = serverProcesses();
  const folder = mkdtempSync(join(tmpdir(), 'storefront-bundle-'));
  // The run's bundle (tests/helpers/global-server-bundle.ts), made by buildServer outside the work tree.
  const bundle = process.env[SERVER_BUNDLE_ENV] ?? '';
  let server: ServerProcess;

  beforeAll(async () => {
    processes.cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    expect(bundle).not.toBe('');
    server = await processes.start({ NODE_ENV: 'production', DEMO: 'true', DATA_DIR: join(folder, 'data') }, { bundle });
    await server.listening;
  });

  test('holds all of our code and imports nothing but packages, so node runs it without a TypeScript loader', () => {
    const source = readFileSync(bundle, 'utf8');
    const specifiers = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1] as string);
    expect(specifiers.length).toBeGreaterThan(10);
    expect(specifiers.filter((specifier) => specifier.startsWith('.') || specifier.endsWith('.ts') || specifier.endsWith('.tsx'))).toEqual([]);
  });

  test('serves the seeded demo: ready, a lister, a bike page, the studio, pictures', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    for (const path of ['/', '/bikes/', '/endurance-sl/', '/de/bikes/road/', '/studio/login/', '/blocks/']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="app">');
    }
    expect((await fetch(`${server.url}/media/w_320,h_240,r_contain/catalog/bikes/road/signal-red`)).headers.get('content-type')).toMatch(/^image\//);
  });

  test('reads every category before it listens, and stops cleanly on SIGTERM', async () => {
    const messages = server.lines.map((line) => line['msg']);
    expect(messages.indexOf('catalogue listers read')).toBeGreaterThan(-1);
    expect(messages.indexOf('catalogue listers read')).toBeLessThan(messages.indexOf('storefront listening'));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
