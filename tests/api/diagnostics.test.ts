import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

const brokenPage = {
  schemaVersion: PAGE_SCHEMA_VERSION,
  pageType: 'cms-page',
  layout: 'default',
  locale: 'en',
  meta: { title: 'Broken bits' },
  root: {
    type: 'stack',
    id: 'root',
    props: {},
    children: [
      { type: 'heading', id: 'fine', props: { text: 'This heading is fine', level: 1 } },
      { type: 'heading', id: 'broken', props: { text: 7 } },
      { type: 'spinning-wheel', id: 'unknown', props: {} },
    ],
  },
};

async function withBrokenPage(server: TestServer) {
  await server.database.db.query("insert into cms_pages (slug, locale, document) values ('broken-bits', 'en', $1)", [JSON.stringify(brokenPage)]);
  await server.database.db.query("insert into url_rewrites (url_key, page_type, target_id) values ('broken-bits', 'cms-page', 'broken-bits')");
}

describe('invalid nodes in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production' } });
    await withBrokenPage(server);
  });
  afterAll(async () => server?.close());

  test('are left out of the page and logged once however often the page is served', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/broken-bits/`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('This heading is fine');
      expect(html).not.toContain('block-diagnostic');
      expect(html).not.toContain('spinning-wheel');
    }
    const logged = server.logs.filter((line) => line['msg'] === 'page node left out');
    expect(logged.map((line) => [line['nodeId'], line['kind']]).sort()).toEqual([
      ['broken', 'invalid-props'],
      ['unknown', 'unknown-type'],
    ]);
  });
});

describe('invalid nodes in development', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'development' } });
    await withBrokenPage(server);
  });
  afterAll(async () => server?.close());

  test('show a visible placeholder naming type, id and JSON path', async () => {
    const html = await (await fetch(`${server.url}/broken-bits/`)).text();
    expect(html).toContain('data-node-id="broken"');
    expect(html).toContain('/root/children/1');
    expect(html).toContain('/props/text: must be string');
    expect(html).toContain('data-unknown-block="spinning-wheel"');
  });
});
