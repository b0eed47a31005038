import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CatalogueImportResponse } from '../../schemas/generated/index.ts';
import { catalogueCalls, csvOf, HEADER, KIT, part } from '../helpers/catalogue-import.ts';
import type { StudioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startStoreWithStaff, type TestServer } from '../helpers/test-server.ts';

// Importing and exporting the catalogue (who may, and checking a file first: studio-catalogue-check.test.ts).
describe.each(DRIVERS)('catalogue import and export (%s)', (driver) => {
  let server: TestServer;
  let merchandiser: StudioClient;
  beforeAll(async () => ({ server, staff: merchandiser } = await startStoreWithStaff(driver, 'merchandiser@northvale.test')));
  afterAll(async () => server?.close());
  const { send, check, importFile, version, exported, exportedRow } = catalogueCalls(() => ({ server, merchandiser }));

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
