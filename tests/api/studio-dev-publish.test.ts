import type { FSWatcher } from 'node:fs';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEV_PUBLISHER, watchContentFiles } from '../../server/commerce/content/content-watcher.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { NAMED_ASSETS, startTestServer, type TestServer } from '../helpers/test-server.ts';

describe.each(DRIVERS)('npm run dev: saving a content file publishes it (%s)', (driver) => {
  let server: TestServer;
  let dir: string;
  let watcher: FSWatcher;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = await startTestServer({ driver, deps: NAMED_ASSETS });
    dir = mkdtempSync(join(tmpdir(), 'storefront-watch-'));
    cpSync(join('fixtures', 'content'), dir, { recursive: true });
    watcher = watchContentFiles(
      server.database.db,
      createLogger('debug', {}, (line) => logs.push(JSON.parse(line) as Record<string, unknown>)),
      dir,
    );
  });
  afterAll(async () => {
    watcher?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  test('a saved change is live on the next request, and the history names where it came from', async () => {
    const file = join(dir, 'en', 'delivery.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"headline": "Delivery"', '"headline": "Delivery, saved in the editor"'));
    await expect.poll(() => html('/delivery/'), { timeout: 15_000 }).toContain('Delivery, saved in the editor');
    const [row] = await server.database.db.query<{ published_by: string; version: number }>(
      "select published_by, version from cms_pages where slug = 'delivery' and locale = 'en'",
    );
    expect(row).toEqual({ published_by: DEV_PUBLISHER, version: 2 });
  });

  test('a file with a mistake is not published; the log says where the mistake is', async () => {
    const file = join(dir, 'en', 'returns.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"layout": "default"', '"layout": "wide"'));
    await expect.poll(() => logs.find((line) => line['msg'] === 'content file not published: fix it first'), { timeout: 15_000 }).toBeDefined();
    const warning = logs.find((line) => line['msg'] === 'content file not published: fix it first')!;
    expect(String((warning['problems'] as string[])[0])).toMatch(/^\d+:\d+ \/layout /);
    const [row] = await server.database.db.query<{ version: number }>("select version from cms_pages where slug = 'returns' and locale = 'en'");
    expect(row!.version).toBe(1);
  });
});
