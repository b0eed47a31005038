import { beforeAll, describe, expect, test } from 'vitest';
import { type ServerProcess, serverProcesses } from '../helpers/server-process.ts';
import { signInStaff, type StudioClient } from '../helpers/studio.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

type Detail = { draft: { document: { root: { children: { props: Record<string, unknown> }[] } }; revision: number } };

/** Two store processes (server/main.ts, each its own pool and kept renders) on one PostgreSQL database. */
describe.skipIf(!DRIVERS.includes('postgres'))('a publish through one process is served by the other on the next request', () => {
  const processes = serverProcesses();
  let database: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    processes.cleanups.push(() => database.drop());
    for (let i = 0; i < 2; i++) servers.push(await processes.start({ DATABASE_URL: database.url!, PASSWORD_HASH_COST: 'fast' }));
    await Promise.all(servers.map((server) => server.listening));
  });

  const page = async (server: ServerProcess, path = '/delivery/') => (await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } })).text();

  async function publishHeadline(editor: StudioClient, headline: string): Promise<void> {
    const { body, res } = await editor.json<Detail>('GET', '/pages/en/delivery');
    body.draft.document.root.children[0]!.props['headline'] = headline;
    const saved = await editor.json<{ revision: number }>(
      'PUT',
      '/pages/en/delivery/draft',
      { document: body.draft.document },
      { 'If-Match': res.headers.get('etag')! },
    );
    expect(saved.status).toBe(200);
    const published = await editor.json('POST', '/pages/en/delivery/publish', undefined, { 'If-Match': `"${saved.body.revision}"` });
    expect(published.status).toBe(200);
  }

  test('both ways, with the page already rendered and kept by the other process', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // Each process renders (and keeps) the live page first.
    for (const server of servers) for (let i = 0; i < 2; i++) expect(await page(server)).toMatch(/<h1[^>]*>Delivery<\/h1>/);

    // Each process hears of the publish by notification a moment after its commit (docs/decisions/021).
    await publishHeadline(await signInStaff(a.url, 'editor@northvale.test'), 'Published through A');
    await expect.poll(() => page(b), { timeout: 5000 }).toContain('Published through A');
    await expect.poll(() => page(a), { timeout: 5000 }).toContain('Published through A');

    await publishHeadline(await signInStaff(b.url, 'admin@northvale.test'), 'Published through B');
    await expect.poll(() => page(a), { timeout: 5000 }).toContain('Published through B');
    expect(await page(a)).not.toContain('Published through A');
    // A studio session opened on one process is honoured by the other.
    const editorOnA = await signInStaff(a.url, 'editor@northvale.test');
    const onB = await fetch(`${b.url}/studio/api/session`, { headers: editorOnA.auth });
    expect(onB.status).toBe(200);
  });
});
