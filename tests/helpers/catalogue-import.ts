import { expect } from 'vitest';
import { CATALOGUE_COLUMNS, type CatalogueCells } from '../../server/commerce/catalog/catalogue-file.ts';
import type { CatalogueImportCheckResponse, CatalogueImportResponse } from '../../schemas/generated/index.ts';
import { csvDocument, parseCsv } from '../../server/lib/csv.ts';
import { contract } from './contract.ts';
import type { StudioClient } from './studio.ts';
import type { TestServer } from './test-server.ts';

/** The catalogue file's header row. */
export const HEADER = CATALOGUE_COLUMNS.join(',');
/** A catalogue CSV of whole rows (every column; the ones left out are empty). */
export const csvOf = (rows: CatalogueCells[]) =>
  csvDocument(
    CATALOGUE_COLUMNS,
    rows.map((row) => CATALOGUE_COLUMNS.map((column) => row[column] ?? '')),
  );
/** A new part's row, valid unless `cells` say otherwise. */
export const part = (sku: string, cells: CatalogueCells = {}): CatalogueCells => ({
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
export const KIT = 'NV-1054'; // chain cleaning kit, one size, £29.99, 20 in stock

/**
 * The studio's catalogue calls, as a merchandiser makes them: check or import a file, export, the
 * catalogue's version. `context` gives the test server and the signed-in merchandiser once
 * `beforeAll` has made them.
 */
export function catalogueCalls(context: () => { server: TestServer; merchandiser: StudioClient }) {
  const send = (client: StudioClient, path: string, body: string, type: string, file = 'catalogue.csv') =>
    fetch(`${context().server.url}/studio/api/catalogue${path}?file=${encodeURIComponent(file)}`, {
      method: 'POST',
      headers: { 'Content-Type': type, Origin: context().server.url, 'Sec-Fetch-Site': 'same-origin', ...client.auth },
      body,
    });
  const check = async (body: string, type = 'text/csv', file?: string) => {
    const res = await send(context().merchandiser, '/imports/check', body, type, file);
    const answer = (await res.json()) as CatalogueImportCheckResponse & { message?: string };
    if (res.status === 200) contract('responses/catalogue-import-check.json', answer);
    return { status: res.status, body: answer };
  };
  /** Starts an import and polls it until it is no longer running. */
  const importFile = async (body: string, type = 'text/csv', file?: string) => {
    const res = await send(context().merchandiser, '/imports', body, type, file);
    expect(res.status).toBe(202);
    const started = contract('responses/catalogue-import.json', await res.json()) as Required<CatalogueImportResponse>;
    expect(res.headers.get('location')).toBe(`/studio/api/catalogue/imports/${started.import.id}`);
    let job = started.import;
    const seen: number[] = [job.processed];
    while (job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = contract('responses/catalogue-import.json', (await context().merchandiser.json('GET', `/catalogue/imports/${job.id}`)).body).import;
      seen.push(job.processed);
    }
    return { job, report: started.report, seen };
  };
  const version = async () => (await context().server.database.db.query<{ v: string }>('select version::text as v from catalog_state'))[0]!.v;
  const exported = async (format: 'csv' | 'json') => {
    const res = await context().merchandiser.call('GET', `/catalogue/export.${format}`);
    expect(res.status).toBe(200);
    return { type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
  };
  /** A product's row as the CSV export writes it. */
  const exportedRow = async (sku: string): Promise<CatalogueCells> => {
    const [header, ...rows] = parseCsv((await exported('csv')).text);
    const row = rows.find((cells) => cells[0] === sku)!;
    return Object.fromEntries(header!.map((column, i) => [column, row[i]!]));
  };
  return { send, check, importFile, version, exported, exportedRow };
}
