import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { NAMED_ASSETS, startTestServer, type TestServer } from '../helpers/test-server.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

const TREE = {
  $schema: '../../../schemas/page.schema.json',
  schemaVersion: PAGE_SCHEMA_VERSION,
  pageType: 'cms-page',
  layout: 'default',
  locale: 'en',
  meta: { title: 'Spring sale' },
  root: {
    type: 'stack',
    id: 'page',
    props: { width: 'narrow' },
    children: [
      { type: 'heading', id: 'title', props: { text: 'Spring sale', level: 1 } },
      { type: 'heading', id: 'bad', props: { text: 'Oops', level: 9 } },
      { type: 'penny-farthing', id: 'later', props: {} },
      { type: 'rich-text', id: 'body', props: { html: '<p onclick="x()">Up to 20% off<script>alert(1)</script></p>' } },
    ],
  },
};

describe.each(DRIVERS)('POST /preview/ (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, deps: NAMED_ASSETS });
  });
  afterAll(async () => server?.close());

  const preview = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    fetch(`${server.url}/preview/`, { method: 'POST', headers, body });

  test('a posted tree is rendered in the store layout, kept out of search engines', async () => {
    const res = await preview(JSON.stringify(TREE));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<h1 class="heading heading--1">Spring sale</h1>');
    expect(html).toContain('<title>Spring sale | Northvale Cycles</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('class="site-header"');
  });

  test('invalid and unknown blocks show as diagnostics while the rest renders', async () => {
    const html = await (await preview(JSON.stringify(TREE))).text();
    expect(html).toMatch(/data-node-type="heading" data-node-id="bad"/);
    expect(html).toContain('/props/level: must be one of 1, 2, 3, 4');
    expect(html).toContain('data-unknown-block="penny-farthing"');
  });

  test('editor HTML is sanitised as it would be when stored', async () => {
    const html = await (await preview(JSON.stringify(TREE))).text();
    expect(html).toContain('<p>Up to 20% off</p>');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('onclick');
  });

  test('the tree can be previewed in German, and as JSON', async () => {
    const res = await preview(JSON.stringify({ ...TREE, locale: 'de' }), { 'Content-Type': 'application/json', Accept: 'application/json' });
    const tree = (await res.json()) as { locale: string; root: { children: { type: string; id: string }[] } };
    expect(tree.locale).toBe('de');
    expect(tree.root.children.map((child) => child.type)).toEqual(['heading', 'diagnostic', 'penny-farthing', 'rich-text']);
  });

  test('a bad envelope answers 400 naming each problem and where it is', async () => {
    const { root: _root, ...withoutRoot } = TREE;
    const res = await preview(JSON.stringify({ ...withoutRoot, layout: 'wide' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; errors: { message: string; field: string }[] };
    expect(body.error).toContain('This page tree cannot be previewed');
    expect(body.errors).toContainEqual({ message: '/: missing required property "root"', field: '/' });
    expect(body.errors).toContainEqual({ message: '/layout: must be one of "basic", "default", "simple"', field: '/layout' });
  });

  test('a body that is not one JSON object, not JSON, or not sent as JSON gets a clear 4xx', async () => {
    const list = await preview('[1, 2]');
    expect(list.status).toBe(400);
    expect(((await list.json()) as { error: string }).error).toContain('Send one page tree');
    const broken = await preview('{"schemaVersion": 1,');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe('The request body is not valid JSON.');
    const text = await preview(JSON.stringify(TREE), { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { error: string }).error).toBe('Send the page tree as JSON (Content-Type: application/json).');
  });

  test('a body over the size limit answers 413', async () => {
    const huge = { ...TREE, root: { type: 'rich-text', id: 'big', props: { html: 'x'.repeat(600 * 1024) } } };
    const res = await preview(JSON.stringify(huge));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('The request body is too large (512 kB at most).');
  });
});

describe('POST /preview/ in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production' }, deps: NAMED_ASSETS });
  });
  afterAll(async () => server?.close());

  test('is not there, and the answer says where it runs', async () => {
    const res = await fetch(`${server.url}/preview/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TREE) });
    expect(res.status).toBe(405);
    expect(await res.text()).toBe(
      'POST is not allowed on pages; use GET. The preview (POST /preview/) and /qa/replay/ run on a development server only: start the store with npm run dev (NODE_ENV=development).',
    );
  });
});
