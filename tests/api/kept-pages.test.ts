import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_TABLES, PRIVATE_TABLES } from '../../server/db/store-changes.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const KEPT = 'render;desc="kept page";dur=0';

/** A GET with exactly these headers (fetch would add Accept-Encoding), the body as raw bytes. */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe.each(DRIVERS)('anonymous pages kept whole in the process (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  test('the second anonymous view is kept and the third is the kept answer: same bytes, same ETag, and a 304 for the ETag', async () => {
    for (const path of ['/delivery/', '/bikes/', '/endurance-sl/']) {
      const first = await rawGet(`${server.url}${path}`);
      // An address asked for once is not kept: the second answer is.
      expect((await rawGet(`${server.url}${path}`)).headers['server-timing'], path).not.toBe(KEPT);
      const second = await rawGet(`${server.url}${path}`);
      expect(second.headers['server-timing'], path).toBe(KEPT);
      expect(second.body.equals(first.body), path).toBe(true);
      expect(second.headers['etag'], path).toBe(first.headers['etag']);
      expect(second.headers['cache-control'], path).toBe(first.headers['cache-control']);
      expect(second.headers['content-security-policy'], path).toBe(first.headers['content-security-policy']);
      expect(second.headers['x-request-id'], path).not.toBe(first.headers['x-request-id']);
      // A kept answer is logged and counted as every answer is (answered before Express sees it).
      const line = () => server.logs.find((entry) => entry['msg'] === 'request' && entry['requestId'] === second.headers['x-request-id']);
      await expect.poll(line, { message: path }).toMatchObject({ method: 'GET', path, status: 200 });
      const again = await rawGet(`${server.url}${path}`, { 'If-None-Match': String(first.headers['etag']) });
      expect(again.status, path).toBe(304);
      expect(again.body.byteLength, path).toBe(0);
    }
  });

  test('a visit from an advertisement or a campaign is answered from the kept copy: its tags and click id change nothing on the page', async () => {
    const path = '/bikes/?frame=aluminium';
    const plain = await rawGet(`${server.url}${path}`);
    await rawGet(`${server.url}${path}&utm_source=social`);
    const clicked = await rawGet(`${server.url}${path}&utm_source=newsletter&utm_campaign=spring&gclid=Cj0KCQiA-${Date.now()}`);
    expect(clicked.headers['server-timing']).toBe(KEPT);
    expect(clicked.body.equals(plain.body)).toBe(true);
    expect(clicked.headers['etag']).toBe(plain.headers['etag']);
    // The first visit of all may come with the tags: the page is the same as without them.
    const first = await rawGet(`${server.url}/returns/?utm_source=partner&fbclid=IwAR${Date.now()}`);
    await rawGet(`${server.url}/returns/?fbclid=IwAR${Date.now()}`);
    const after = await rawGet(`${server.url}/returns/`);
    expect(after.headers['server-timing']).toBe(KEPT);
    expect(after.body.equals(first.body)).toBe(true);
    // Any other parameter is a page of its own.
    const other = await rawGet(`${server.url}/delivery/?print=1`);
    expect(other.headers['server-timing']).not.toBe(KEPT);
  });

  test('the kept page and tree arrive compressed as the browser accepts, and decompress to the page itself', async () => {
    for (const accept of ['text/html', 'application/json']) {
      await rawGet(`${server.url}/warranty/`, { Accept: accept });
      const plain = await rawGet(`${server.url}/warranty/`, { Accept: accept });
      const br = await rawGet(`${server.url}/warranty/`, { Accept: accept, 'Accept-Encoding': 'gzip, deflate, br' });
      const gzip = await rawGet(`${server.url}/warranty/`, { Accept: accept, 'Accept-Encoding': 'gzip, br;q=0' });
      expect(br.headers['server-timing'], accept).toBe(KEPT);
      expect(br.headers['content-encoding'], accept).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body), accept).toBe(true);
      expect(gzip.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body), accept).toBe(true);
      expect(br.headers['vary'], accept).toBe('Accept, Accept-Encoding');
      expect(Number(br.headers['content-length']), accept).toBe(br.body.byteLength);
    }
  });

  test('HTML and the page tree are kept apart', async () => {
    await fetch(`${server.url}/jobs/`);
    const tree = await fetch(`${server.url}/jobs/`, { headers: { Accept: 'application/json' } });
    expect(tree.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await tree.json()) as { pageType: string }).pageType).toBe('cms-page');
  });

  test('a write to a table pages are made of, by any statement, clears the kept pages; a private one does not', async () => {
    for (let view = 0; view < 2; view++) await fetch(`${server.url}/cookies/`);
    expect((await fetch(`${server.url}/cookies/`)).headers.get('server-timing')).toBe(KEPT);
    await server.database.db.query(`update jobs set last_error = null where false`);
    expect((await fetch(`${server.url}/cookies/`)).headers.get('server-timing')).toBe(KEPT);
    await server.database.db.query(`update catalog_state set changed_at = now()`);
    expect((await fetch(`${server.url}/cookies/`)).headers.get('server-timing')).not.toBe(KEPT);
    // On PostgreSQL the writing process is told as the commit returns and again when the
    // notification comes round; the second may clear the page rendered in between once more.
    await expect.poll(async () => (await fetch(`${server.url}/cookies/`)).headers.get('server-timing'), { timeout: 5000 }).toBe(KEPT);
  });

  test('visitors with a session, a cart, a chosen country or staff are answered by the store, never from the kept copy', async () => {
    // On PostgreSQL the last test's write may still come round as a notification and clear the page once more.
    await expect.poll(async () => (await fetch(`${server.url}/terms-conditions/`)).headers.get('server-timing'), { timeout: 5000 }).toBe(KEPT);
    const customer = new Shopper(server.url, uniqueAddress());
    await customer.register();
    expect((await customer.request('/terms-conditions/')).headers.get('server-timing')).not.toBe(KEPT);
    for (const cookie of ['cart_id=abc', 'location=DE', 'studio_session=x']) {
      expect((await fetch(`${server.url}/terms-conditions/`, { headers: { cookie } })).headers.get('server-timing'), cookie).not.toBe(KEPT);
    }
    expect((await fetch(`${server.url}/terms-conditions/?country=DE`)).headers.get('server-timing')).not.toBe(KEPT);
  });

  test('a link sent to one person (?token=) is answered by the store every time, privately', async () => {
    for (const path of ['/newsletter/confirm/?token=abc', '/auth/reset-password/?token=abc']) {
      const first = await fetch(`${server.url}${path}`);
      expect(first.headers.get('cache-control'), path).toBe('private, no-store');
      expect((await fetch(`${server.url}${path}`)).headers.get('server-timing'), path).not.toBe(KEPT);
    }
  });

  test('the home page still sends a German browser to German after an English view is kept', async () => {
    for (let view = 0; view < 2; view++) await fetch(`${server.url}/`);
    expect((await fetch(`${server.url}/`)).headers.get('server-timing')).toBe(KEPT);
    const german = await fetch(`${server.url}/`, { headers: { 'Accept-Language': 'de-DE,de;q=0.9' }, redirect: 'manual' });
    expect(german.status).toBe(302);
    expect(german.headers.get('location')).toBe('/de/');
  });

  test('every table is either one pages are made of, announcing its changes, or a private one', async () => {
    const tables = (await server.database.db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`)).map(
      (row) => row.name,
    );
    const classified = new Set<string>([...PAGE_TABLES, ...PRIVATE_TABLES]);
    expect(
      tables.filter((name) => !classified.has(name)),
      'tables in neither list of server/db/store-changes.ts',
    ).toEqual([]);
    expect(PAGE_TABLES.filter((name) => (PRIVATE_TABLES as readonly string[]).includes(name))).toEqual([]);
    const announcing = await server.database.db.query<{ name: string }>(
      `select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'store_changed' order by 1`,
    );
    expect(announcing.map((row) => row.name)).toEqual([...PAGE_TABLES].sort());
  });
});
