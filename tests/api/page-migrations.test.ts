import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main as migrate } from '../../server/cli/pages-migrate.ts';
import { StudioCallError } from '../../server/cli/studio-cli.ts';
import { DEMO_STAFF_PASSWORD, type StudioClient, signInStaff, studioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { NAMED_ASSETS, startTestServer, type TestServer } from '../helpers/test-server.ts';

/** A page as it was stored at schemaVersion 1: its card grid's "See all" link was `link` (now `moreLink`). */
const V1_PAGE = {
  $schema: '../../../schemas/editor/page.schema.json',
  schemaVersion: 1,
  pageType: 'cms-page',
  layout: 'default',
  locale: 'en',
  meta: { title: 'Spring rides' },
  root: {
    type: 'stack',
    id: 'page',
    props: {},
    children: [
      { type: 'heading', id: 'title', props: { text: 'Spring rides', level: 1 } },
      {
        type: 'card-grid',
        id: 'rides',
        props: {
          heading: 'Pick your ride',
          cards: [{ title: 'Gravel', href: '/bikes/gravel/', image: { src: '/assets/images/gravel-track.svg', alt: '', width: 1600, height: 900 } }],
          link: { label: 'See all spring bikes', href: '/bikes/', appearance: 'text' },
        },
      },
    ],
  },
};

type Document = typeof V1_PAGE & { root: { children: { props: Record<string, unknown> }[] } };
type Detail = { draft: { document: Document; revision: number }; published: { document: Document; version: number } | null };

describe.each(DRIVERS)('a page stored at an older schemaVersion (%s)', (driver) => {
  let server: TestServer;
  let editor: StudioClient;
  let adminToken: string;
  let editorToken: string;
  const lines: string[] = [];
  const run = async (...args: string[]) => {
    lines.length = 0;
    return migrate(['--store', '--server', server.url, ...args], (line) => lines.push(line));
  };
  /** What the database holds for the page: the draft, version 1 and the live row. */
  const stored = async () => {
    const db = server.database.db;
    const one = async (sql: string) => (await db.query<{ document: Document }>(sql, ['spring-rides']))[0]!.document;
    return {
      draft: await one("select document from cms_page_drafts where slug = $1 and locale = 'en'"),
      version: await one("select document from cms_page_versions where slug = $1 and locale = 'en' and version = 1"),
      live: await one("select document from cms_pages where slug = $1 and locale = 'en'"),
    };
  };
  const shopperHtml = async () => {
    const res = await fetch(`${server.url}/spring-rides/`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    server = await startTestServer({ driver, deps: NAMED_ASSETS });
    const db = server.database.db;
    const text = JSON.stringify(V1_PAGE);
    await db.query("insert into cms_page_drafts (slug, locale, document, revision, saved_by) values ('spring-rides', 'en', $1, 1, 'before version 2')", [text]);
    await db.query("insert into cms_page_versions (slug, locale, version, document, published_by) values ('spring-rides', 'en', 1, $1, 'before version 2')", [
      text,
    ]);
    await db.query(
      "insert into cms_pages (slug, locale, document, version, published_by, published_revision) values ('spring-rides', 'en', $1, 1, 'before version 2', 1)",
      [text],
    );
    await db.query("insert into url_rewrites (url_key, page_type, target_id) values ('spring-rides', 'cms-page', 'spring-rides')");
    editor = await signInStaff(server.url, 'editor@northvale.test');
    const token = async (email: string) =>
      (await studioClient(server.url).json<{ token: string }>('POST', '/tokens', { email, password: DEMO_STAFF_PASSWORD })).body.token;
    adminToken = await token('admin@northvale.test');
    editorToken = await token('editor@northvale.test');
  });
  afterAll(async () => server?.close());

  test('the shop renders it: the old link prop shows as the grid’s "See all" link', async () => {
    expect(await shopperHtml()).toMatch(/<a class="block-text-link card-grid__more" href="\/bikes\/"[^>]*>See all spring bikes<\/a>/);
  });

  test('the studio loads its draft, its live version and its history already upgraded', async () => {
    const { status, body } = await editor.json<Detail>('GET', '/pages/en/spring-rides');
    expect(status).toBe(200);
    for (const document of [body.draft.document, body.published!.document]) {
      expect(document.schemaVersion).toBe(2);
      expect(document.root.children[1]!.props).toEqual({
        heading: 'Pick your ride',
        cards: V1_PAGE.root.children[1]!.props.cards,
        moreLink: { label: 'See all spring bikes', href: '/bikes/', appearance: 'text' },
      });
    }
    const { body: version } = await editor.json<{ document: Document }>('GET', '/pages/en/spring-rides/versions/1');
    expect(version.document).toEqual(body.published!.document);
    expect((await editor.json('POST', '/validate', { document: body.draft.document })).body).toEqual({ problems: [] });
  });

  test('pages:migrate --store lists the old documents in a dry run and changes nothing', async () => {
    const before = await stored();
    expect(await run(`--token=${adminToken}`)).toBe(0);
    const changes = 'schemaVersion 1 → 2, changes /root/children/1/props/link, /root/children/1/props/moreLink, /schemaVersion (dry run)';
    expect(lines).toEqual([
      `en/spring-rides draft: ${changes}`,
      `en/spring-rides version 1: ${changes}`,
      `en/spring-rides live: ${changes}`,
      expect.stringMatching(
        new RegExp(`^3 to migrate, \\d+ up to date\\. Dry run: nothing was written; run again with --write to apply\\. \\(${server.url}\\)$`),
      ),
    ]);
    expect(await stored()).toEqual(before);
  });

  test('only an admin may migrate the store, and "write" must be true or false', async () => {
    await expect(run(`--token=${editorToken}`, '--write')).rejects.toThrow(
      new StudioCallError(403, `${server.url} refused the migration: Staff needs the admin role; you are signed in as editor.`),
    );
    const admin = studioClient(server.url, { Authorization: `Bearer ${adminToken}` });
    const refused = await admin.json<{ message: string }>('POST', '/migrate', { write: 'yes' });
    expect(refused).toMatchObject({ status: 400, body: { message: '"write" must be true (rewrite the documents) or false (only list them, the default).' } });
    expect((await stored()).draft.schemaVersion).toBe(1);
  });

  test('pages:migrate --store --write rewrites every row; the shop and studio show the same page, and nothing is left to migrate', async () => {
    const { body: before } = await editor.json<Detail>('GET', '/pages/en/spring-rides');
    expect(await run(`--token=${adminToken}`, '--write')).toBe(0);
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toMatch(/^3 migrated, \d+ up to date\. \(/);
    const after = await stored();
    for (const document of [after.draft, after.version, after.live]) {
      expect(document.schemaVersion).toBe(2);
      expect(document.root.children[1]!.props).toHaveProperty('moreLink');
      expect(document.root.children[1]!.props).not.toHaveProperty('link');
    }
    const { body: now } = await editor.json<Detail>('GET', '/pages/en/spring-rides');
    expect(now).toEqual(before);
    expect(await shopperHtml()).toContain('See all spring bikes');
    expect(await run(`--token=${adminToken}`)).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^0 to migrate, \d+ up to date\. \(/)]);
  });

  test('a draft saved in the old format (an editor tab opened before the upgrade) is stored upgraded and publishes', async () => {
    const { body } = await editor.json<Detail>('GET', '/pages/en/spring-rides');
    const saved = await editor.json<{ revision: number; problems: unknown[] }>(
      'PUT',
      '/pages/en/spring-rides/draft',
      { document: { ...V1_PAGE, meta: { title: 'Spring rides 2026' } } },
      { 'If-Match': `"${body.draft.revision}"` },
    );
    expect(saved.body.problems).toEqual([]);
    const draft = (await stored()).draft;
    expect(draft.schemaVersion).toBe(2);
    expect(Object.keys(draft.root.children[1]!.props)).toEqual(['heading', 'cards', 'moreLink']);
    expect((await editor.json('POST', '/pages/en/spring-rides/publish', undefined, { 'If-Match': `"${saved.body.revision}"` })).status).toBe(200);
    expect(await shopperHtml()).toContain('<title>Spring rides 2026 | Northvale Cycles</title>');
  });

  test('a document of a version the store cannot read is refused with what to do; one without a version is reported', async () => {
    const { body } = await editor.json<Detail>('GET', '/pages/en/spring-rides');
    const newer = await editor.json<{ message: string; field: string }>(
      'PUT',
      '/pages/en/spring-rides/draft',
      { document: { ...body.draft.document, schemaVersion: 3 } },
      { 'If-Match': `"${body.draft.revision}"` },
    );
    expect(newer).toMatchObject({ status: 400, body: { field: 'schemaVersion', message: expect.stringContaining('newer than this store reads (2)') } });
    const { schemaVersion: _version, ...unversioned } = body.draft.document;
    const missing = {
      path: '/schemaVersion',
      message: '"schemaVersion" is missing: add "schemaVersion": 2, the version of the page format the document is written in.',
      keyword: 'required',
    };
    expect((await editor.json('POST', '/validate', { document: unversioned })).body).toEqual({ problems: [missing] });
    const saved = await editor.json<{ revision: number; problems: unknown[] }>(
      'PUT',
      '/pages/en/spring-rides/draft',
      { document: unversioned },
      { 'If-Match': `"${body.draft.revision}"` },
    );
    expect(saved.body.problems).toEqual([missing]);
    const refused = await editor.json('POST', '/pages/en/spring-rides/publish', undefined, { 'If-Match': `"${saved.body.revision}"` });
    expect(refused).toMatchObject({ status: 422, body: { problems: [missing] } });
  });
  test('a page stored by a newer store (a deploy rolled back) still renders and loads as it is; pages:migrate names it and leaves it', async () => {
    const db = server.database.db;
    const newer = JSON.stringify({
      ...V1_PAGE,
      schemaVersion: 3,
      meta: { title: 'Autumn rides' },
      root: { ...V1_PAGE.root, children: [{ type: 'heading', id: 'title', props: { text: 'Autumn rides', level: 1 } }] },
    });
    await db.query("insert into cms_page_drafts (slug, locale, document, revision, saved_by) values ('autumn-rides', 'en', $1, 1, 'a newer store')", [newer]);
    await db.query("insert into cms_page_versions (slug, locale, version, document, published_by) values ('autumn-rides', 'en', 1, $1, 'a newer store')", [
      newer,
    ]);
    await db.query(
      "insert into cms_pages (slug, locale, document, version, published_by, published_revision) values ('autumn-rides', 'en', $1, 1, 'a newer store', 1)",
      [newer],
    );
    await db.query("insert into url_rewrites (url_key, page_type, target_id) values ('autumn-rides', 'cms-page', 'autumn-rides')");

    const shop = await fetch(`${server.url}/autumn-rides/`, { headers: { Accept: 'text/html' } });
    expect(shop.status).toBe(200);
    expect(await shop.text()).toMatch(/<h1[^>]*>Autumn rides<\/h1>/);
    const { status, body } = await editor.json<Detail>('GET', '/pages/en/autumn-rides');
    expect(status).toBe(200);
    expect(body.draft.document.schemaVersion).toBe(3);
    const { body: checked } = await editor.json<{ problems: { path: string; message: string }[] }>('POST', '/validate', { document: body.draft.document });
    expect(checked.problems).toEqual([
      expect.objectContaining({ path: '/schemaVersion', message: expect.stringContaining('newer than this store reads (2)') }),
    ]);

    expect(await run(`--token=${adminToken}`, '--write')).toBe(1);
    const why = 'not migrated: This document is schemaVersion 3, newer than this store reads (2): update the store, or write it as version 2.';
    expect(lines).toEqual([
      // The draft saved without a version by the test before is read as version 1, and written as 2.
      'en/spring-rides draft: schemaVersion 1 → 2, changes /schemaVersion',
      `en/autumn-rides draft: ${why}`,
      `en/autumn-rides version 1: ${why}`,
      `en/autumn-rides live: ${why}`,
      expect.stringMatching(/^1 migrated, \d+ up to date, 3 not readable\. \(/),
    ]);
    expect(
      (await db.query<{ document: { schemaVersion: number } }>("select document from cms_page_drafts where slug = 'autumn-rides'"))[0]!.document.schemaVersion,
    ).toBe(3);
  });
});
