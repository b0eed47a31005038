import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CATALOGUE_COLUMNS, type CatalogueCells } from '../../server/commerce/catalog/catalogue-file.ts';
import type { CatalogueImportCheckResponse, CatalogueImportResponse } from '../../schemas/generated/index.ts';
import { csvDocument, parseCsv } from '../../server/lib/csv.ts';
import { contract } from '../helpers/contract.ts';
import { signInStaff, type StudioClient, studioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const HEADER = CATALOGUE_COLUMNS.join(',');
/** A catalogue CSV of whole rows (every column; the ones left out are empty). */
const csvOf = (rows: CatalogueCells[]) =>
  csvDocument(
    CATALOGUE_COLUMNS,
    rows.map((row) => CATALOGUE_COLUMNS.map((column) => row[column] ?? '')),
  );
const part = (sku: string, cells: CatalogueCells = {}): CatalogueCells => ({
  sku,
  type: 'part',
  name: `Trail bottle ${sku}`,
  category: 'accessories/tools',
  manufacturer: 'Elite',
  condition: 'new',
  price: '12.50',
  stock: '40',
  dispatch_days: '2',
  visible: 'yes',
  ...cells,
});
const KIT = 'NV-1054'; // chain cleaning kit, one size, £29.99, 20 in stock

describe.each(DRIVERS)('catalogue import and export (%s)', (driver) => {
  let server: TestServer;
  let merchandiser: StudioClient;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
    merchandiser = await signInStaff(server.url, 'merchandiser@northvale.test');
  });
  afterAll(async () => server?.close());

  const send = (client: StudioClient, path: string, body: string, type: string, file = 'catalogue.csv') =>
    fetch(`${server.url}/studio/api/catalogue${path}?file=${encodeURIComponent(file)}`, {
      method: 'POST',
      headers: { 'Content-Type': type, Origin: server.url, 'Sec-Fetch-Site': 'same-origin', ...client.auth },
      body,
    });
  const check = async (body: string, type = 'text/csv', file?: string) => {
    const res = await send(merchandiser, '/imports/check', body, type, file);
    const answer = (await res.json()) as CatalogueImportCheckResponse & { message?: string };
    if (res.status === 200) contract('responses/catalogue-import-check.json', answer);
    return { status: res.status, body: answer };
  };
  /** Starts an import and polls it until it is no longer running. */
  const importFile = async (body: string, type = 'text/csv', file?: string) => {
    const res = await send(merchandiser, '/imports', body, type, file);
    expect(res.status).toBe(202);
    const started = contract('responses/catalogue-import.json', await res.json()) as Required<CatalogueImportResponse>;
    expect(res.headers.get('location')).toBe(`/studio/api/catalogue/imports/${started.import.id}`);
    let job = started.import;
    const seen: number[] = [job.processed];
    while (job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = contract('responses/catalogue-import.json', (await merchandiser.json('GET', `/catalogue/imports/${job.id}`)).body).import;
      seen.push(job.processed);
    }
    return { job, report: started.report, seen };
  };
  const version = async () => (await server.database.db.query<{ v: string }>('select version::text as v from catalog_state'))[0]!.v;
  /** A product's row as the CSV export writes it. */
  const exportedRow = async (sku: string): Promise<CatalogueCells> => {
    const [header, ...rows] = parseCsv((await exported('csv')).text);
    const row = rows.find((cells) => cells[0] === sku)!;
    return Object.fromEntries(header!.map((column, i) => [column, row[i]!]));
  };
  const exported = async (format: 'csv' | 'json') => {
    const res = await merchandiser.call('GET', `/catalogue/export.${format}`);
    expect(res.status).toBe(200);
    return { type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
  };

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

  test('an import applies the good rows only, with its progress, one version change and one audit record; the same file again changes nothing', async () => {
    const kit = await exportedRow(KIT);
    const bike = await exportedRow('ENDURANCE-SL-PRO');
    const rows = [
      { ...kit, name: 'Chain cleaning kit, workshop size', category: 'accessories/bags', price: '27.50', dispatch_days: '1' },
      { ...bike, sizes: 'xs:0|s:2|m:2|l:1|xl:0', stock: '', special_price: '3499.00' },
      ...Array.from({ length: 600 }, (_, i) =>
        part(`NV-B${String(i).padStart(3, '0')}`, { price: `${10 + (i % 50)}.99`, ...(i % 2 ? { sizes: 's:1|m:2|l:3', stock: '' } : { sizes: 'm' }) }),
      ),
      part('NV-BAD', { category: 'bikes/unknown' }),
    ];
    const file = csvOf(rows);
    const before = Number(await version());
    const { job, report, seen } = await importFile(file);
    expect(report).toMatchObject({ rows: 603, good: 602, rejected: 1, create: 600, update: 2, unchanged: 0 });
    expect(job).toMatchObject({
      status: 'finished',
      total: 603,
      processed: 603,
      created: 600,
      updated: 2,
      unchanged: 0,
      rejected: 1,
      fileName: 'catalogue.csv',
    });
    expect(job.message).toBe('600 added, 2 changed, 0 unchanged, 1 rows left out.');
    expect(seen[0]).toBe(1);
    expect(Math.max(...seen)).toBe(603);
    expect(Number(await version())).toBe(before + 1);

    const staff = await merchandiser.json<{
      product: { price: number; dispatch_days: number; stock_qty: number; sizes: { size: string; stock_qty: number }[]; special_price: number };
    }>('GET', '/catalogue/products/ENDURANCE-SL-PRO');
    expect(staff.body.product).toMatchObject({ special_price: 349900, stock_qty: 5 });
    expect(staff.body.product.sizes.map((s) => s.stock_qty)).toEqual([0, 2, 2, 1, 0]);
    expect((await merchandiser.json<{ product: { price: number; dispatch_days: number } }>('GET', `/catalogue/products/${KIT}`)).body.product).toMatchObject({
      name: 'Chain cleaning kit, workshop size',
      price: 2750,
      dispatch_days: 1,
    });
    // A product moved to another category leaves its old category's lister for the new one's.
    const listers = await server.database.db.query<{ url_path: string; name_sort: string }>(
      `select c.url_path, l.name_sort from catalog_category_products l join catalog_categories c on c.id = l.category_id
       join catalog_products p on p.id = l.product_id where p.sku = $1 and c.url_path like 'accessories/%'`,
      [KIT],
    );
    expect(listers).toEqual([{ url_path: 'accessories/bags', name_sort: 'chain cleaning kit, workshop size' }]);
    const added = await merchandiser.json<{ product: { stock_qty: number; sizes: unknown[]; visible: boolean } }>('GET', '/catalogue/products/NV-B001');
    expect(added.body.product).toMatchObject({
      stock_qty: 6,
      visible: true,
      sizes: [
        { size: 's', stock_qty: 1 },
        { size: 'm', stock_qty: 2 },
        { size: 'l', stock_qty: 3 },
      ],
    });
    expect((await merchandiser.json('GET', '/catalogue/products/NV-BAD')).status).toBe(404);
    // The shop shows an added part at its own address, in its category's lister.
    const page = await fetch(`${server.url}/nv-b000/`, { headers: { Accept: 'application/json' } });
    expect(page.status).toBe(200);
    expect(JSON.stringify(await page.json())).toContain('Trail bottle NV-B000');
    const [tools] = await server.database.db.query<{ id: number }>("select id from catalog_categories where url_path = 'accessories/tools'");
    const listed = await fetch(`${server.url}/nuxt/api/category/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ categoryId: tools!.id, pageSize: 100, sort: { price: 'DESC' } }),
    });
    const lister = (await listed.json()) as { products: { total_count: number; items: { sku: string }[] } };
    expect(lister.products.total_count).toBeGreaterThanOrEqual(600);
    expect(lister.products.items.map((item) => item.sku)).toContain('NV-B049');

    const [audit] = await server.database.db.query<{ staff_email: string; entity_id: string; after: Record<string, unknown> }>(
      "select staff_email, entity_id, after from audit_log where action = 'import' and entity = 'catalogue' order by id desc limit 1",
    );
    expect(audit).toEqual({
      staff_email: 'merchandiser@northvale.test',
      entity_id: String(job.id),
      after: { file: 'catalogue.csv', format: 'csv', rows: 603, created: 600, updated: 2, unchanged: 0, rejected: 1 },
    });

    const again = await importFile(file);
    expect(again.job).toMatchObject({ status: 'finished', created: 0, updated: 0, unchanged: 602, rejected: 1, processed: 603 });
    expect(Number(await version())).toBe(before + 1);
  });

  test('an export imports back unchanged, as CSV and as JSON', async () => {
    const csv = await exported('csv');
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.disposition).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text.split('\r\n')[0]).toBe(HEADER);
    const json = await exported('json');
    expect(json.type).toBe('application/json; charset=utf-8');
    const products = (JSON.parse(json.text) as { products: Record<string, unknown>[] }).products;
    expect(products.find((p) => p['sku'] === 'ENDURANCE-SL-PRO')).toMatchObject({
      type: 'bike',
      price: 3999,
      tier: 'pro',
      model_sku: 'ENDURANCE-SL',
      category: 'bikes/road',
    });
    const [{ n }] = (await server.database.db.query<{ n: number }>('select count(*)::integer as n from catalog_products')) as [{ n: number }];
    expect(products).toHaveLength(n);
    const before = await version();
    for (const [text, type, file] of [
      [csv.text, 'text/csv', 'catalogue.csv'],
      [json.text, 'application/json', 'catalogue.json'],
    ] as const) {
      const dry = await check(text, type, file);
      expect(dry.body).toMatchObject({ rows: n, good: n, rejected: 0, create: 0, update: 0, unchanged: n, problems: [] });
      const { job } = await importFile(text, type, file);
      expect(job).toMatchObject({ status: 'finished', unchanged: n, created: 0, updated: 0, format: file.endsWith('json') ? 'json' : 'csv' });
    }
    expect(await version()).toBe(before);
  });

  test('one import runs at a time: another answers 409 while it moves, and one that stopped moving ten minutes ago is taken as dead', async () => {
    const db = server.database.db;
    const [running] = await db.query<{ id: number }>(
      "insert into catalog_imports (staff_email, file_name, format, total) values ('admin@northvale.test', 'big.csv', 'csv', 9000) returning id",
    );
    const refused = await send(merchandiser, '/imports', csvOf([part('NV-Q1')]), 'text/csv');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'admin@northvale.test is importing the catalogue right now; wait until that import finishes.',
    );
    await db.query("update catalog_imports set updated_at = now() - interval '11 minutes' where id = $1", [running!.id]);
    const { job } = await importFile(csvOf([part('NV-Q1')]));
    expect(job).toMatchObject({ status: 'finished', created: 1 });
    const stale = await merchandiser.json<CatalogueImportResponse>('GET', `/catalogue/imports/${running!.id}`);
    expect(stale.body.import).toMatchObject({ status: 'failed', message: 'Stopped: the process running it ended.' });
    expect((await merchandiser.json('GET', '/catalogue/imports/999999')).status).toBe(404);
  });
});
