import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInStaff, type StudioClient, studioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { NAMED_ASSETS, startTestServer, type TestServer } from '../helpers/test-server.ts';

interface AuditEntry {
  staffEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}
type AuditPage = { entries: AuditEntry[]; total: number; page: number; pageSize: number };

describe.each(DRIVERS)('back office: roles, areas and the audit log (%s)', (driver) => {
  let server: TestServer;
  let admin: StudioClient;
  let editor: StudioClient;
  beforeAll(async () => {
    server = await startTestServer({ driver, deps: NAMED_ASSETS });
    admin = await signInStaff(server.url, 'admin@northvale.test');
    editor = await signInStaff(server.url, 'editor@northvale.test');
  });
  afterAll(async () => server?.close());

  const page = (client: StudioClient | undefined, path: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: { Accept: 'text/html', ...(client?.auth ?? {}) } });

  test('the demo has one account per role, and each session names the areas of its role', async () => {
    const expected = {
      'editor@northvale.test': ['pages'],
      'fulfilment@northvale.test': ['orders', 'customers'],
      'merchandiser@northvale.test': ['catalogue', 'coupons', 'reviews'],
      'admin@northvale.test': ['pages', 'orders', 'catalogue', 'coupons', 'reviews', 'customers', 'staff', 'audit'],
    };
    for (const [email, areas] of Object.entries(expected)) {
      const member = await signInStaff(server.url, email);
      const session = await member.json<{ staff: { role: string }; areas: string[] }>('GET', '/session');
      expect(session.status, email).toBe(200);
      expect(session.body.areas, email).toEqual(areas);
    }
  });

  test('publishing and rolling back a page are in the audit log with who, what, before and after', async () => {
    const detail = await editor.json<{ draft: { revision: number }; published: { version: number } }>('GET', '/pages/en/delivery');
    const published = await editor.json<{ version: number }>('POST', '/pages/en/delivery/publish', undefined, {
      'If-Match': `"${detail.body.draft.revision}"`,
    });
    expect(published.status).toBe(200);
    const rolledBack = await editor.json<{ version: number }>('POST', '/pages/en/delivery/rollback', { version: 1 });
    expect(rolledBack.status).toBe(200);
    const log = await admin.json<AuditPage>('GET', '/audit?entity=page&staff=EDITOR@northvale.test');
    expect(log.status).toBe(200);
    expect(log.body.entries.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        staffEmail: 'editor@northvale.test',
        action: 'rollback',
        entity: 'page',
        entityId: 'en/delivery',
        before: { version: published.body.version },
        after: { version: rolledBack.body.version, revision: expect.any(Number), copyOf: 1 },
      },
      {
        id: expect.any(Number),
        at: expect.any(String),
        staffEmail: 'editor@northvale.test',
        action: 'publish',
        entity: 'page',
        entityId: 'en/delivery',
        before: { version: detail.body.published.version },
        after: { version: published.body.version, revision: detail.body.draft.revision },
      },
    ]);
  });

  test('creating and removing a staff account are audited; a refused change leaves no record', async () => {
    const created = await admin.json<{ staff: { id: number } }>('POST', '/staff', {
      email: 'picker@example.test',
      role: 'fulfilment',
      password: 'a long staff passphrase',
    });
    expect(created.status).toBe(201);
    expect((await admin.json('POST', '/staff', { email: 'picker@example.test', role: 'fulfilment', password: 'a long staff passphrase' })).status).toBe(409);
    expect((await admin.json('POST', '/staff', { email: 'x@example.test', role: 'owner', password: 'a long staff passphrase' })).status).toBe(400);
    expect((await admin.call('DELETE', `/staff/${created.body.staff.id}`)).status).toBe(204);
    const log = await admin.json<AuditPage>('GET', `/audit?entity=staff&entityId=${created.body.staff.id}`);
    expect(log.body.total).toBe(2);
    expect(log.body.entries.map(({ staffEmail, action, before, after }) => ({ staffEmail, action, before, after }))).toEqual([
      { staffEmail: 'admin@northvale.test', action: 'remove', before: { email: 'picker@example.test', name: 'picker', role: 'fulfilment' }, after: null },
      { staffEmail: 'admin@northvale.test', action: 'create', before: null, after: { email: 'picker@example.test', name: 'picker', role: 'fulfilment' } },
    ]);
    expect((await admin.json<AuditPage>('GET', '/audit?staff=x@example.test')).body.total).toBe(0);
  });

  test('the audit log is paged on the server and refuses bad paging with a 400 that says what to send', async () => {
    const first = await admin.json<AuditPage>('GET', '/audit?pageSize=10');
    expect(first.body.pageSize).toBe(10);
    const all = await admin.json<AuditPage>('GET', '/audit?pageSize=100');
    expect(all.body.entries.length).toBe(Math.min(100, all.body.total));
    const second = await admin.json<AuditPage>('GET', `/audit?pageSize=10&page=${Math.max(1, Math.ceil(all.body.total / 10))}`);
    expect(second.status).toBe(200);
    for (const [query, message] of [
      ['page=0', '"page" must be a whole number'],
      ['pageSize=7', '"pageSize" must be one of 10, 25, 50, 100'],
      ['dir=up', '"dir" must be "asc" or "desc"'],
      ['sort=staff', '"sort" must be one of "at"'],
      ['entity=Robert%27);drop', '"entity" is a kind of thing'],
    ] as const) {
      const bad = await admin.json<{ message: string }>('GET', `/audit?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.message, query).toContain(message);
    }
  });

  test('only admins read the audit log: 403 for other roles, 401 without a session', async () => {
    for (const email of ['editor@northvale.test', 'fulfilment@northvale.test', 'merchandiser@northvale.test']) {
      const member = await signInStaff(server.url, email);
      const refused = await member.json<{ message: string }>('GET', '/audit');
      expect(refused.status, email).toBe(403);
      expect(refused.body.message).toContain('Audit needs the admin role');
      expect((await page(member, '/studio/audit/')).status, email).toBe(403);
    }
    expect((await studioClient(server.url).json('GET', '/audit')).status).toBe(401);
    expect((await page(undefined, '/studio/audit/')).status).toBe(302);
  });

  test('the audit page is a back-office table that works without JavaScript: sort links, a GET filter form, only the admin areas shown', async () => {
    const res = await page(admin, '/studio/audit/?entity=page&pageSize=10');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toMatch(/<form class="data-table__filters" aria-label="[^"]+" action="\/studio\/audit\/" method="get">/);
    expect(html).toMatch(
      /<th scope="col" aria-sort="descending"><a class="data-table__sort" href="\/studio\/audit\/\?entity=page&amp;pageSize=10&amp;sort=at&amp;dir=asc"/,
    );
    expect(html).toContain('<input type="hidden" name="pageSize" value="10"/>');
    for (const label of ['Pages', 'Orders', 'Catalogue', 'Coupons', 'Reviews', 'Customers', 'Staff', 'Audit']) expect(html).toContain(`>${label}</a>`);
    expect(html).toContain('aria-current="page" href="/studio/audit/"');
  });

  test('the studio start shows each role its own areas: an editor the pages, others are sent to their first area', async () => {
    const pages = await page(editor, '/studio/');
    expect(pages.status).toBe(200);
    const html = await pages.text();
    expect(html).toContain('>Pages</a>');
    expect(html).not.toContain('>Orders</a>');
    expect(html).not.toContain('>Audit</a>');
    const fulfilment = await signInStaff(server.url, 'fulfilment@northvale.test');
    const sent = await page(fulfilment, '/studio/');
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/studio/orders/');
    const merchandiser = await signInStaff(server.url, 'merchandiser@northvale.test');
    expect((await page(merchandiser, '/studio/')).headers.get('location')).toBe('/studio/catalogue/');
    expect((await page(merchandiser, '/studio/pages/en/delivery/')).status).toBe(403);
    expect((await merchandiser.json('GET', '/pages?locale=en')).status).toBe(403);
  });
});
