import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main as publish } from '../../server/cli/pages-publish.ts';
import { main as pull } from '../../server/cli/pages-pull.ts';
import { DEMO_STAFF_PASSWORD, studioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { NAMED_ASSETS, startTestServer, type TestServer } from '../helpers/test-server.ts';

/** Every file under a folder with its text, to compare byte for byte. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    (['en', 'de'] as const).flatMap((locale) =>
      readdirSync(join(dir, locale)).map((name) => [`${locale}/${name}`, readFileSync(join(dir, locale, name), 'utf8')]),
    ),
  );
}

describe.each(DRIVERS)('pages:publish and pages:pull against a running store (%s)', (driver) => {
  let server: TestServer;
  let dir: string;
  let args: string[];
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);

  beforeAll(async () => {
    server = await startTestServer({ driver, deps: NAMED_ASSETS });
    const issued = await studioClient(server.url).json<{ token: string }>('POST', '/tokens', { email: 'editor@northvale.test', password: DEMO_STAFF_PASSWORD });
    dir = mkdtempSync(join(tmpdir(), 'storefront-pages-'));
    cpSync(join('fixtures', 'content'), dir, { recursive: true });
    args = ['--server', server.url, '--token', issued.body.token];
  });
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('pulling a freshly seeded store leaves every content file exactly as it is: the round trip is lossless', async () => {
    const before = snapshot(dir);
    lines.length = 0;
    expect(await pull([...args, '--out', dir], out)).toBe(0);
    expect(lines.at(-1)).toBe(`0 written, ${Object.keys(before).length} unchanged (from ${server.url}).`);
    expect(snapshot(dir)).toEqual(before);
  });

  test('a changed file is published and says what changed; the shopper sees it; publishing it again changes nothing', async () => {
    const file = join(dir, 'en', 'delivery.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"headline": "Delivery"', '"headline": "Delivery from the command line"'));
    lines.length = 0;
    expect(await publish([...args, file], out)).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^en\/delivery: published version 2 \(changed \/root\/children\/0\/props\/headline\) from /)]);
    expect(await (await fetch(`${server.url}/delivery/`)).text()).toContain('Delivery from the command line');
    lines.length = 0;
    expect(await publish([...args, file], out)).toBe(0);
    expect(lines).toEqual(['en/delivery: unchanged (version 2 is live)']);
  });

  test('a new file becomes a new page at its address', async () => {
    const file = join(dir, 'en', 'winter-servicing.json');
    const document = JSON.parse(readFileSync(join(dir, 'en', 'delivery.json'), 'utf8')) as { meta: { title: string } };
    document.meta.title = 'Winter servicing';
    writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    lines.length = 0;
    expect(await publish([...args, file], out)).toBe(0);
    expect(lines[0]).toMatch(/^en\/winter-servicing: published version 1 \(a new page\)/);
    expect(await (await fetch(`${server.url}/winter-servicing/`)).text()).toContain('<title>Winter servicing | Northvale Cycles</title>');
  });

  test('an invalid file is refused with file:line:column like pages:validate, and nothing is published', async () => {
    const good = join(dir, 'en', 'returns.json');
    const bad = join(dir, 'en', 'warranty.json');
    writeFileSync(good, readFileSync(good, 'utf8').replace(/"title": "([^"]+)"/, '"title": "Changed but not published"'));
    writeFileSync(bad, readFileSync(bad, 'utf8').replace('"layout": "default"', '"layout": "wide"'));
    lines.length = 0;
    expect(await publish([...args, good, bad], out)).toBe(1);
    const report = lines.join('\n');
    expect(report).toMatch(/warranty\.json/);
    expect(report).toMatch(/\d+:\d+/);
    expect(report).toContain('/layout');
    expect(lines.at(-1)).toBe('Nothing was published: fix the errors above first.');
    expect(await (await fetch(`${server.url}/returns/`)).text()).not.toContain('Changed but not published');
  });

  test('pull writes what was published elsewhere back into the files, and the result publishes as unchanged', async () => {
    const editor = studioClient(server.url, { Authorization: args[3] ? `Bearer ${args[3]}` : '' });
    const { body: detail, res } = await editor.json<{ draft: { document: { meta: { title: string } } } }>('GET', '/pages/de/jobs');
    detail.draft.document.meta.title = 'Karriere bei Northvale';
    const saved = await editor.json<{ revision: number }>(
      'PUT',
      '/pages/de/jobs/draft',
      { document: detail.draft.document },
      { 'If-Match': res.headers.get('etag')! },
    );
    expect((await editor.json('POST', '/pages/de/jobs/publish', undefined, { 'If-Match': `"${saved.body.revision}"` })).status).toBe(200);
    lines.length = 0;
    expect(await pull([...args, '--out', dir], out)).toBe(0);
    expect(lines).toContainEqual(expect.stringMatching(/de\/jobs\.json: version 2$/));
    expect(JSON.parse(readFileSync(join(dir, 'de', 'jobs.json'), 'utf8')).meta.title).toBe('Karriere bei Northvale');
    lines.length = 0;
    expect(await publish([...args, join(dir, 'de', 'jobs.json')], out)).toBe(0);
    expect(lines).toEqual(['de/jobs: unchanged (version 2 is live)']);
  });
});
