import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ClientAssets } from '../../server/render/assets.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('the build an open page compares itself with', () => {
  let server: TestServer;
  let noBuild: TestServer;
  let assets: ClientAssets = { js: 'assets/app-FIRST.js', boot: 'assets/boot-FIRST.js', css: 'assets/app-FIRST.css' };

  beforeAll(async () => {
    [server, noBuild] = await Promise.all([
      startTestServer({ deps: { assets: () => assets } }),
      startTestServer({
        deps: {
          assets: () => {
            throw new Error('No client build');
          },
        },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), noBuild?.close()]);
  });

  test('the HTML names its bundle, and page trees and /builds/latest.json name the same build', async () => {
    const html = await (await fetch(`${server.url}/delivery/`)).text();
    // The page's one script tag is the boot script, which starts the build's entry.
    expect(html).toContain('<script type="module" src="/assets/boot-FIRST.js"');
    expect(html).toMatch(/id="__app"[^>]*>\{[^<]*"build":"assets\/app-FIRST.js"/);
    expect(html).toMatch(/id="__app"[^>]*>\{[^<]*"scripts":\["assets\/app-FIRST.js"/);
    const tree = await fetch(`${server.url}/delivery/`, { headers: { Accept: 'application/json' } });
    expect(tree.headers.get('x-build')).toBe('assets/app-FIRST.js');
    const latest = await fetch(`${server.url}/builds/latest.json`);
    expect(latest.headers.get('cache-control')).toBe('no-store');
    expect(await latest.json()).toEqual({ id: 'assets/app-FIRST.js' });
  });

  test('after a new build both name it, so open pages on the old one load their next page in full', async () => {
    assets = { js: 'assets/app-SECOND.js', boot: 'assets/boot-SECOND.js', css: 'assets/app-SECOND.css' };
    expect(await (await fetch(`${server.url}/builds/latest.json`)).json()).toEqual({ id: 'assets/app-SECOND.js' });
    const tree = await fetch(`${server.url}/returns/`, { headers: { Accept: 'application/json' } });
    expect(tree.headers.get('x-build')).toBe('assets/app-SECOND.js');
  });

  test('before any build the latest build is a 503 with a message, and page trees still answer', async () => {
    const latest = await fetch(`${noBuild.url}/builds/latest.json`);
    expect(latest.status).toBe(503);
    expect(await latest.json()).toEqual({ error: 'The client bundle is not built yet.' });
    const tree = await fetch(`${noBuild.url}/delivery/`, { headers: { Accept: 'application/json' } });
    expect(tree.status).toBe(200);
    expect(tree.headers.get('x-build')).toBeNull();
  });
});
