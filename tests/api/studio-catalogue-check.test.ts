import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogueCalls, csvOf, HEADER, KIT, part } from '../helpers/catalogue-import.ts';
import { signInStaff, type StudioClient, studioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startStoreWithStaff, type TestServer } from '../helpers/test-server.ts';

// Who may use the catalogue calls, and checking a file before it is imported (the import itself: studio-catalogue-import.test.ts).
describe.each(DRIVERS)('catalogue access and file checks (%s)', (driver) => {
  let server: TestServer;
  let merchandiser: StudioClient;
  beforeAll(async () => ({ server, staff: merchandiser } = await startStoreWithStaff(driver, 'merchandiser@northvale.test')));
  afterAll(async () => server?.close());
  const { send, check, version, exportedRow } = catalogueCalls(() => ({ server, merchandiser }));

  test('only merchandisers and admins: 401 signed out, 403 for an editor or a fulfilment user, before the file is read', async () => {
    const anonymous = studioClient(server.url);
    expect((await anonymous.call('GET', '/catalogue/export.csv')).status).toBe(401);
    expect((await send(anonymous, '/imports/check', `${HEADER}\n`, 'text/csv')).status).toBe(401);
    for (const role of ['editor', 'fulfilment']) {
      const staff = await signInStaff(server.url, `${role}@northvale.test`);
      for (const res of [
        await staff.call('GET', '/catalogue/export.json'),
        await send(staff, '/imports/check', `${HEADER}\n`, 'text/csv'),
        await send(staff, '/imports', `${HEADER}\n`, 'text/csv'),
        await staff.call('GET', '/catalogue/imports/1'),
      ]) {
        expect(res.status, role).toBe(403);
        expect(((await res.json()) as { message: string }).message).toBe(`Catalogue needs the merchandiser or admin role; you are signed in as ${role}.`);
      }
    }
    const admin = await signInStaff(server.url, 'admin@northvale.test');
    expect((await admin.call('GET', '/catalogue/export.csv')).status).toBe(200);
    // The import page: sign-in first, 403 for the other roles, the import block for merchandisers.
    const pageAs = (auth: Record<string, string>) =>
      fetch(`${server.url}/studio/catalogue/import/`, { headers: { Accept: 'application/json', ...auth }, redirect: 'manual' });
    expect(await (await pageAs({})).json()).toEqual({ redirect: { location: '/studio/login/?next=%2Fstudio%2Fcatalogue%2Fimport%2F', external: false } });
    expect((await pageAs((await signInStaff(server.url, 'editor@northvale.test')).auth)).status).toBe(403);
    const page = await pageAs(merchandiser.auth);
    expect(page.status).toBe(200);
    expect(JSON.stringify(await page.json())).toContain('"type":"catalogue-import"');
    // A file sent from another site with a merchandiser's cookie is refused.
    const crossSite = await fetch(`${server.url}/studio/api/catalogue/imports?file=c.csv`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site', ...merchandiser.auth },
      body: `${HEADER}\n`,
    });
    expect(crossSite.status).toBe(403);
  });

  test('a file that is not CSV or JSON, has a wrong header or is too large is a 4xx saying what to send', async () => {
    const cases: [string, string, string | undefined, number, RegExp][] = [
      ['<xml/>', 'application/xml', 'catalogue.xml', 415, /"catalogue.xml" is not a CSV or JSON file/],
      ['sku,colour\nNV-1,red\n', 'text/csv', undefined, 400, /Unknown column "colour" in the header row: the columns are sku, type, name/],
      ['name,price\nBottle,5\n', 'text/csv', undefined, 400, /The "sku" column is missing/],
      ['sku,price,price\n', 'text/csv', undefined, 400, /The column "price" appears twice/],
      ['sku,name\n"NV-1,open\n', 'text/csv', undefined, 400, /not valid CSV: A quote opened on line 2 is never closed/],
      ['', 'text/csv', undefined, 400, /The file is empty/],
      ['{"products": [', 'application/json', 'catalogue.json', 400, /not valid JSON/],
      ['{"items": []}', 'application/json', 'catalogue.json', 400, /object with a "products" list/],
      ['{"products": [{"sku": "NV-1", "weight": 3}]}', 'application/json', 'catalogue.json', 400, /Unknown column "weight" in product 1/],
      [`${HEADER}\n${'x'.repeat(9 * 1024 * 1024)}`, 'text/csv', undefined, 413, /too large \(8192 kB at most\)/],
    ];
    const before = await version();
    for (const [body, type, file, status, message] of cases) {
      const answer = await check(body, type, file);
      expect(answer.status, String(message)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect(await version()).toBe(before);
  });

  test('the dry run names every bad row (row, column, problem, the allowed values) and writes nothing', async () => {
    const kit = await exportedRow(KIT);
    const file = csvOf([
      { ...kit, stock: '25' },
      part('NV-T1'),
      part('NV-T2', { category: 'accessories/toolz' }),
      part('NV-T3', { price: 'twelve', visible: 'maybe' }),
      part('NV-T4', { type: 'bike', category: 'bikes/road' }),
      part('NV-T5', { stock: '', sizes: 's:1|q:2' }),
      { ...kit, name: 'Again' },
      { ...(await exportedRow('ENDURANCE-SL-PRO')), special_price: '4500' },
    ]);
    const before = await version();
    const { status, body } = await check(file);
    expect(status).toBe(200);
    expect(body.problems.filter((p) => p.row === 2)).toEqual([]);
    expect(body).toMatchObject({ rows: 8, good: 2, rejected: 6, create: 1, update: 1, unchanged: 0 });
    const problems = body.problems.map(({ row, column, problem }) => ({ row, column, problem }));
    expect(problems).toEqual([
      { row: 4, column: 'category', problem: 'Unknown category "accessories/toolz".' },
      { row: 5, column: 'price', problem: '"price" must be an amount in pounds with at most two decimals, like 1299.99.' },
      { row: 5, column: 'visible', problem: '"maybe" is not yes or no.' },
      { row: 6, column: 'type', problem: expect.stringMatching(/^NV-T4 is not in the catalogue: an import adds parts and accessories/) },
      { row: 7, column: 'sizes', problem: 'Unknown size "q".' },
      { row: 8, column: 'sku', problem: `${KIT} appears again: it is on row 2 already.` },
      { row: 9, column: 'special_price', problem: 'The special price (£4500.00) must be below the price (£3999.00).' },
    ]);
    expect(body.problems[0]!.allowed).toContain('accessories/tools');
    expect(body.problems[0]!.allowed).toContain('bikes/road');
    expect(body.problems[2]!.allowed).toEqual(['yes', 'no']);
    expect(body.problems[4]!.allowed).toContain('xl');
    expect(body.problems[0]!.sku).toBe('NV-T2');
    expect(await version()).toBe(before);
    expect(await server.database.db.query("select 1 from catalog_products where sku = 'NV-T1'")).toEqual([]);
  });
});
