import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { NAMED_ASSETS, startTestServer, type TestServer } from '../helpers/test-server.ts';
import { signInStaff, type StudioClient } from '../helpers/studio.ts';

type Detail = {
  state: string;
  draft: { document: Record<string, unknown> & { root: { children: { props: Record<string, unknown> }[] } }; revision: number; savedBy: string };
  published: { version: number; publishedBy: string } | null;
};

const shopperHtml = async (url: string) => (await fetch(url, { headers: { Accept: 'text/html' } })).text();

describe.each(DRIVERS)('studio pages (%s)', (driver) => {
  let server: TestServer;
  let editor: StudioClient;
  let other: StudioClient;

  beforeAll(async () => {
    server = await startTestServer({ driver, deps: NAMED_ASSETS });
    editor = await signInStaff(server.url, 'editor@northvale.test');
    other = await signInStaff(server.url, 'admin@northvale.test');
  });
  afterAll(async () => server?.close());

  const load = async (client: StudioClient, path = '/pages/en/delivery') => {
    const { status, body, res } = await client.json<Detail>('GET', path);
    expect(status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${body.draft.revision}"`);
    return body;
  };
  const withHeadline = (detail: Detail, headline: string) => {
    const document = structuredClone(detail.draft.document);
    document.root.children[0]!.props['headline'] = headline;
    return document;
  };

  test('the list shows every seeded page of a language as published', async () => {
    const { status, body } = await editor.json<{ pages: { slug: string; state: string; publishedVersion: number; title: string }[] }>(
      'GET',
      '/pages?locale=de',
    );
    expect(status).toBe(200);
    expect(body.pages.length).toBeGreaterThan(20);
    expect(body.pages.find((page) => page.slug === 'delivery')).toMatchObject({ state: 'published', publishedVersion: 1, title: 'Lieferung' });
  });

  test('a saved draft is not what shoppers see; publishing it is, and it goes into the history', async () => {
    const before = await load(editor);
    const saved = await editor.json<{ revision: number; problems: unknown[] }>(
      'PUT',
      '/pages/en/delivery/draft',
      { document: withHeadline(before, 'Delivery, done properly') },
      { 'If-Match': `"${before.draft.revision}"` },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ revision: before.draft.revision + 1, problems: [] });
    expect((await load(editor)).state).toBe('draft-ahead');
    expect(await shopperHtml(`${server.url}/delivery/`)).not.toContain('Delivery, done properly');

    const published = await editor.json<{ version: number }>('POST', '/pages/en/delivery/publish', undefined, { 'If-Match': `"${saved.body.revision}"` });
    expect(published.status).toBe(200);
    expect(published.body.version).toBeGreaterThan(1);
    expect(await shopperHtml(`${server.url}/delivery/`)).toContain('Delivery, done properly');
    const after = await load(editor);
    expect(after).toMatchObject({ state: 'published', published: { version: published.body.version, publishedBy: 'editor@northvale.test' } });
    const { body: history } = await editor.json<{ versions: { version: number; publishedBy: string }[] }>('GET', '/pages/en/delivery/versions');
    expect(history.versions.map((v) => v.version)).toEqual(Array.from({ length: published.body.version }, (_, i) => published.body.version - i));
  });

  test('two editors saving over each other: the second gets 409 with the current revision, nothing is lost', async () => {
    const mine = await load(editor);
    const theirs = await load(other);
    const first = await other.json(
      'PUT',
      '/pages/en/delivery/draft',
      { document: withHeadline(theirs, 'Theirs') },
      { 'If-Match': `"${theirs.draft.revision}"` },
    );
    expect(first.status).toBe(200);
    const second = await editor.json<{ message: string; current: { revision: number; savedBy: string } }>(
      'PUT',
      '/pages/en/delivery/draft',
      { document: withHeadline(mine, 'Mine') },
      { 'If-Match': `"${mine.draft.revision}"` },
    );
    expect(second.status).toBe(409);
    expect(second.body.current).toMatchObject({ revision: mine.draft.revision + 1, savedBy: 'admin@northvale.test' });
    expect(second.body.message).toContain('Reload');
    expect((await load(editor)).draft.document.root.children[0]!.props['headline']).toBe('Theirs');
    // Publishing an older revision is refused the same way.
    const stale = await editor.json('POST', '/pages/en/delivery/publish', undefined, { 'If-Match': `"${mine.draft.revision}"` });
    expect(stale.status).toBe(409);
    const noMatch = await editor.json<{ message: string }>('PUT', '/pages/en/delivery/draft', { document: withHeadline(mine, 'Mine') });
    expect(noMatch.status).toBe(428);
    expect(noMatch.body.message).toContain('If-Match');
  });

  test('an invalid draft is saved with its problems but never published: 422 with every path', async () => {
    const current = await load(editor);
    const document = withHeadline(current, 'Broken');
    document.root.children[0]!.props['headingLevel'] = 9;
    document.root.children[0]!.props['tone'] = 'neon';
    const saved = await editor.json<{ revision: number; problems: { path: string; message: string; keyword: string }[] }>(
      'PUT',
      '/pages/en/delivery/draft',
      { document },
      { 'If-Match': `"${current.draft.revision}"` },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.problems.map((p) => p.path).sort()).toEqual(['/root/children/0/props/headingLevel', '/root/children/0/props/tone']);
    const published = await editor.json<{ message: string; problems: { path: string; message: string; keyword: string }[] }>(
      'POST',
      '/pages/en/delivery/publish',
      undefined,
      { 'If-Match': `"${saved.body.revision}"` },
    );
    expect(published.status).toBe(422);
    expect(published.body.problems).toContainEqual(expect.objectContaining({ path: '/root/children/0/props/tone', keyword: 'enum' }));
    expect(published.body.problems.find((p) => p.path.endsWith('/tone'))!.message).toMatch(/"neon"/);
    expect(await shopperHtml(`${server.url}/delivery/`)).not.toContain('Broken');
    const validated = await editor.json<{ problems: unknown[] }>('POST', '/validate', { document });
    expect(validated.body.problems).toHaveLength(2);
  });

  test('rollback publishes an old version again as a new one, and the draft becomes it', async () => {
    const { body: history } = await editor.json<{ versions: { version: number }[] }>('GET', '/pages/en/delivery/versions');
    const { body: first } = await editor.json<{ document: { root: { children: { props: { headline: string } }[] } } }>('GET', '/pages/en/delivery/versions/1');
    expect(first.document.root.children[0]!.props.headline).toBe('Delivery');
    const rolled = await editor.json<{ version: number; revision: number }>('POST', '/pages/en/delivery/rollback', { version: 1 });
    expect(rolled.status).toBe(200);
    expect(rolled.body.version).toBe(history.versions[0]!.version + 1);
    const detail = await load(editor);
    expect(detail).toMatchObject({ state: 'published', draft: { revision: rolled.body.revision } });
    const html = await shopperHtml(`${server.url}/delivery/`);
    expect(html).not.toContain('Delivery, done properly');
    expect(html).toMatch(/<h1[^>]*>Delivery<\/h1>/);
    expect((await editor.json('POST', '/pages/en/delivery/rollback', { version: 999 })).status).toBe(404);
  });

  test('a page made from a template, copied to German as a draft; the copy is never published by itself', async () => {
    const { body: templates } = await editor.json<{ templates: { id: string }[] }>('GET', '/templates');
    expect(templates.templates.map((t) => t.id)).toContain('text-page');
    const created = await editor.json<Detail>('POST', '/pages', { locale: 'en', slug: 'spring-sale', templateId: 'text-page' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ state: 'never-published', published: null, draft: { revision: 1, savedBy: 'editor@northvale.test' } });
    expect((await editor.json('POST', '/pages', { locale: 'en', slug: 'spring-sale', templateId: 'text-page' })).status).toBe(409);
    expect((await editor.json('POST', '/pages', { locale: 'en', slug: 'Spring Sale!', templateId: 'text-page' })).status).toBe(400);
    expect((await fetch(`${server.url}/spring-sale/`)).status).toBe(404);

    const copy = await editor.json<Detail>('POST', '/pages/en/spring-sale/copy', { toLocale: 'de' });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ locale: 'de', state: 'never-published', draft: { document: { locale: 'de' } } });
    expect((await editor.json('POST', '/pages/en/spring-sale/copy', { toLocale: 'de' })).status).toBe(409);

    const published = await editor.json('POST', '/pages/en/spring-sale/publish', undefined, { 'If-Match': '"1"' });
    expect(published.status).toBe(200);
    expect(await shopperHtml(`${server.url}/spring-sale/`)).toContain('Spring sale');
    expect((await fetch(`${server.url}/de/spring-sale/`)).status).toBe(404);
  });

  test('the draft at its real address: staff see it marked and unindexed, shoppers see the published page', async () => {
    const current = await load(editor);
    await editor.json('PUT', '/pages/en/delivery/draft', { document: withHeadline(current, 'Draft only') }, { 'If-Match': `"${current.draft.revision}"` });
    const staffView = await fetch(`${server.url}/delivery/?preview=draft`, { headers: { ...editor.auth, Accept: 'text/html' } });
    expect(staffView.headers.get('cache-control')).toBe('no-store');
    expect(staffView.headers.get('x-robots-tag')).toBe('noindex');
    const html = await staffView.text();
    expect(html).toContain('Draft only');
    expect(html).toContain('Draft preview');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const shopper = await shopperHtml(`${server.url}/delivery/?preview=draft`);
    expect(shopper).not.toContain('Draft only');
    expect(shopper).not.toContain('Draft preview');
  });

  test('the studio preview renders a posted document through the real renderer', async () => {
    const current = await load(editor);
    const res = await editor.call('POST', '/preview', { document: withHeadline(current, 'Previewed'), locale: 'en', slug: 'delivery' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Previewed');
    expect(html).toContain('class="site-header"');
    const bad = await editor.json<{ problems: { path: string }[] }>('POST', '/preview', { document: { root: {} }, locale: 'en', slug: 'delivery' });
    expect(bad.status).toBe(422);
    expect(bad.body.problems.length).toBeGreaterThan(0);
  });
});
