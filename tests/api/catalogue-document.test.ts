import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CatalogueDocument, CatalogueImportCheckResponse, CatalogueImportResponse } from '../../schemas/generated/index.ts';
import { contract } from '../helpers/contract.ts';
import type { StudioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startStoreWithStaff, type TestServer } from '../helpers/test-server.ts';

const DEMO_TEXT = readFileSync('fixtures/catalog/catalogue.json', 'utf8');
const demo = () => JSON.parse(DEMO_TEXT) as CatalogueDocument;

describe.each(DRIVERS)('the catalogue document (%s)', (driver) => {
  let server: TestServer;
  let merchandiser: StudioClient;
  beforeAll(async () => ({ server, staff: merchandiser } = await startStoreWithStaff(driver, 'merchandiser@northvale.test')));
  afterAll(async () => server?.close());

  const send = (path: string, body: string) =>
    fetch(`${server.url}/studio/api/catalogue${path}?file=catalogue.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, 'Sec-Fetch-Site': 'same-origin', ...merchandiser.auth },
      body,
    });
  const check = async (document: unknown) => {
    const res = await send('/imports/check', JSON.stringify(document));
    expect(res.status).toBe(200);
    return contract('responses/catalogue-import-check.json', await res.json()) as CatalogueImportCheckResponse;
  };
  const importDocument = async (document: unknown) => {
    const res = await send('/imports', JSON.stringify(document));
    expect(res.status).toBe(202);
    let job = (contract('responses/catalogue-import.json', await res.json()) as Required<CatalogueImportResponse>).import;
    while (job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await merchandiser.json<CatalogueImportResponse>('GET', `/catalogue/imports/${job.id}`)).body.import;
    }
    return job;
  };
  const version = async () => (await server.database.db.query<{ v: string }>('select version::text as v from catalog_state'))[0]!.v;
  const db = () => server.database.db;

  test('the seeded catalogue is the demo document: its full export is the file, item for item', async () => {
    const res = await merchandiser.call('GET', '/catalogue/export.json');
    expect(res.status).toBe(200);
    const { exportedAt, ...exported } = (await res.json()) as CatalogueDocument;
    expect(exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const file = demo();
    for (const section of ['categories', 'filters', 'labels', 'models', 'redirects'] as const) expect(exported[section], section).toEqual(file[section]);
    expect(exported.products).toHaveLength(file.products.length);
    for (const [index, product] of file.products.entries()) expect(exported.products[index], String(product.sku)).toEqual(product);
    expect(exported).toEqual(file);
    expect(file.products).toHaveLength(121);
    expect(file.models).toHaveLength(14);
    expect(file.categories).toHaveLength(38);
  });

  test("the demo document's dry run on the seeded store finds no problem and no change, and importing it changes nothing", async () => {
    const file = demo();
    const report = await check(file);
    expect(report).toMatchObject({ rows: 121, good: 121, rejected: 0, create: 0, update: 0, unchanged: 121, problems: [] });
    expect(report.sections).toEqual({
      categories: { create: 0, update: 0, unchanged: 38, rejected: 0 },
      filters: { create: 0, update: 0, unchanged: file.filters!.length, rejected: 0 },
      labels: { create: 0, update: 0, unchanged: file.labels!.length, rejected: 0 },
      models: { create: 0, update: 0, unchanged: 14, rejected: 0 },
      redirects: { create: 0, update: 0, unchanged: 3, rejected: 0 },
    });
    const before = await version();
    const lister = async () => (await db().query('select category_id, product_id, position from catalog_category_products order by 1, 2')).length;
    const rows = await lister();
    expect(await importDocument(file)).toMatchObject({ status: 'finished', created: 0, updated: 0, unchanged: 121, rejected: 0 });
    expect(await version()).toBe(before);
    expect(await lister()).toBe(rows);
  });

  test('a bad item is named by section, place, key and field; the good ones still check', async () => {
    const file = demo();
    const road = file.products.find((p) => p.sku === 'ENDURANCE-SL-PRO')!;
    const document = {
      categories: [
        { ...file.categories![0]!, name: { en: 'Bikes' } },
        { ...file.categories![1]!, parent: 'nowhere', path: 'components/new-kit', id: 900 },
        { ...file.categories![2]!, id: 77 },
      ],
      filters: [{ attribute: 'material', value: 'bamboo', label: { en: 'Bamboo', de: 'Bambus' }, position: 9 }],
      models: [{ ...file.models![0]!, sku: 'GHOST-1', url_key: 'ghost-1', category: 'bikes/space' }],
      products: [
        { ...road, sku: 'ENDURANCE-SL-PRO-2', url_key: 'endurance-sl-pro-2', filters: { ...road.filters, material: ['unobtainium'] } },
        { ...road, sku: 'ENDURANCE-SL-PRO-3', url_key: 'endurance-sl-pro-3', model_sku: 'NO-SUCH-MODEL' },
        { ...road, subtitle: { en: 'Carbon', de: 3 } },
      ],
      redirects: [{ from: 'bikes', to: 'bikes/road' }],
    };
    const report = await check(document);
    expect(report.problems).toEqual([
      { section: 'categories', row: 1, sku: 'bikes', column: 'name.de', problem: '"name.de" is missing.' },
      {
        section: 'categories',
        row: 2,
        sku: 'components/new-kit',
        column: 'parent',
        problem: 'No category nowhere above it: list the parent before its subcategories.',
      },
      {
        section: 'categories',
        row: 3,
        sku: 'accessories',
        column: 'id',
        problem: "accessories's id is 3; an import does not renumber or move a category or change what it lists.",
      },
      { section: 'models', row: 1, sku: 'GHOST-1', column: 'category', problem: 'Unknown category "bikes/space".' },
      { section: 'redirects', row: 1, sku: 'bikes', column: 'from', problem: '/bikes/ is a page of its own: a redirect cannot take its address.' },
      { row: 1, sku: 'ENDURANCE-SL-PRO-2', column: 'filters.material', problem: 'Unknown material "unobtainium": add it to the "filters" first.' },
      { row: 2, sku: 'ENDURANCE-SL-PRO-3', column: 'model_sku', problem: 'No bike model NO-SUCH-MODEL: add it to the "models" first.' },
      { row: 3, sku: 'ENDURANCE-SL-PRO', column: 'subtitle.de', problem: '"subtitle.de" must be text.' },
    ]);
    expect(report).toMatchObject({ rows: 3, good: 0, rejected: 3 });
    expect(report.sections).toMatchObject({
      categories: { rejected: 3 },
      filters: { create: 1, rejected: 0 },
      models: { rejected: 1 },
      redirects: { rejected: 1 },
    });
  });

  test('a document adds a bike with its content, and changes the content of one already there', async () => {
    const file = demo();
    const road = file.products.find((p) => p.sku === 'ENDURANCE-SL-PRO')!;
    const kit = file.products.find((p) => p.sku === 'NV-1054')!;
    const model = { ...file.models![0]!, sku: 'ENDURANCE-XR', url_key: 'endurance-xr', name: 'Endurance XR', position: 14 };
    const bike = {
      ...road,
      sku: 'ENDURANCE-XR-PRO',
      name: 'Endurance XR Pro',
      model_sku: 'ENDURANCE-XR',
      url_key: 'endurance-xr-pro',
      special_price: 3499,
      age_days: 3,
    };
    const document = {
      filters: [{ attribute: 'bike_collection', value: 'gran-fondo', label: { en: 'Gran fondo', de: 'Gran Fondo' }, position: 9 }],
      models: [model],
      products: [
        { ...bike, filters: { ...bike.filters, bike_collection: ['gran-fondo'] } },
        { ...kit, description: { en: 'Degreaser, brushes and a chain scrubber.', de: 'Entfetter, Bürsten und ein Kettenreiniger.' } },
      ],
      redirects: [{ from: 'endurance-xr-2026', to: 'endurance-xr' }],
    };
    const dry = await check(document);
    expect(dry).toMatchObject({ problems: [], create: 1, update: 1, unchanged: 0 });
    expect(dry.sections).toMatchObject({ filters: { create: 1 }, models: { create: 1 }, redirects: { create: 1 } });
    expect(await importDocument(document)).toMatchObject({ status: 'finished', created: 1, updated: 1 });
    const [added] = await db().query<{ product_type: string; listers: string[]; facet_values: string[]; geometry: unknown }>(
      `select p.product_type, p.facet_values, p.geometry, array(select c.url_path from catalog_category_products l join catalog_categories c on c.id = l.category_id
         where l.product_id = p.id order by c.url_path) as listers
       from catalog_products p where p.sku = 'ENDURANCE-XR-PRO'`,
    );
    expect(added).toMatchObject({ product_type: 'bundle', geometry: road.geometry });
    expect(added!.facet_values).toContain('bike_collection:gran-fondo');
    // Its own category, and each lister whose rule it meets: bikes (its category's parent), new (3 days), sale; not express (7 days' dispatch).
    expect(road).toMatchObject({ stock: 3, dispatch_days: 7 });
    expect(added!.listers).toEqual(['bikes', 'bikes/road', 'new', 'sale']);
    const page = await fetch(`${server.url}/endurance-xr-pro/`, { headers: { Accept: 'application/json' } });
    expect(page.status).toBe(200);
    expect((await fetch(`${server.url}/endurance-xr-2026/`, { redirect: 'manual' })).status).toBe(301);
    const [described] = await db().query<{ description: { en: string } }>("select description from catalog_products where sku = 'NV-1054'");
    expect(described!.description.en).toBe('Degreaser, brushes and a chain scrubber.');
    // The same document again: nothing left to do.
    expect(await check(document)).toMatchObject({ create: 0, update: 0, unchanged: 2, problems: [] });
  });
});
