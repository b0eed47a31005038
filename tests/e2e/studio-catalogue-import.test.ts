import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CatalogueDocument } from '../../schemas/generated/index.ts';
import { CATALOGUE_COLUMNS, type CatalogueCells } from '../../server/commerce/catalog/catalogue-file.ts';
import { csvDocument, parseCsv } from '../../server/lib/csv.ts';
import { signInStaff } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

/** Screenshots for a person to look at; outside the work tree, so a test run leaves nothing behind. */
const SHOTS = join(tmpdir(), 'storefront-catalogue-screenshots');
const ROWS = 5000;

/** Each bad row, by its kind: the cells that spoil it and the problem the dry run names. */
const BAD: { cells: CatalogueCells; column: string; problem: string }[] = [
  { cells: { category: 'accessories/toolz' }, column: 'category', problem: 'Unknown category "accessories/toolz".' },
  { cells: { price: 'free' }, column: 'price', problem: '"price" must be an amount in pounds with at most two decimals, like 1299.99.' },
  { cells: { sizes: 'xxxl:2', stock: '' }, column: 'sizes', problem: 'Unknown size "xxxl".' },
  { cells: { visible: 'perhaps' }, column: 'visible', problem: '"perhaps" is not yes or no.' },
  { cells: { dispatch_days: '-1' }, column: 'dispatch_days', problem: '"dispatch_days" must be a whole number from 0 to 120.' },
];

/** 5,000 rows: the special price of a bike (its exported row), 4,979 new parts, and 20 bad rows spread through the file. */
function catalogueFile(bikeRow: CatalogueCells): { csv: string; bad: { row: number; sku: string; column: string; problem: string }[] } {
  const rows: CatalogueCells[] = [];
  const bad: { row: number; sku: string; column: string; problem: string }[] = [];
  for (let i = 0; i < ROWS - 1; i++) {
    const sku = `NV-E${String(i).padStart(4, '0')}`;
    const row: CatalogueCells = {
      sku,
      type: 'part',
      name: `Workshop tool ${i}`,
      category: 'accessories/tools',
      manufacturer: 'Northvale',
      condition: 'new',
      price: `${5 + (i % 90)}.99`,
      stock: String(i % 30),
      dispatch_days: '2',
      visible: 'yes',
    };
    const kind = i % 249 === 100 ? BAD[bad.length % BAD.length] : undefined;
    // The spreadsheet's row: the header is row 1, the bike's row 2.
    if (kind) bad.push({ row: i + 3, sku, column: kind.column, problem: kind.problem });
    rows.push({ ...row, ...kind?.cells });
  }
  const bike: CatalogueCells = { ...bikeRow, special_price: '3333.00', special_from: '', special_to: '' };
  const csv = csvDocument(
    CATALOGUE_COLUMNS,
    [bike, ...rows].map((row) => CATALOGUE_COLUMNS.map((column) => row[column] ?? '')),
  );
  return { csv, bad };
}

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe.each(DRIVERS)('the catalogue import page in a browser (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  test('a merchandiser checks a 5,000-row CSV, reads each of its 20 bad rows, imports the rest with progress, and the bike page shows the change', async () => {
    const staff = await signInStaff(server.url, 'merchandiser@northvale.test');
    const [header, ...exported] = parseCsv(await (await staff.call('GET', '/catalogue/export.csv')).text());
    const bikeCells = exported.find((cells) => cells[0] === 'ENDURANCE-SL-PRO')!;
    const { csv, bad } = catalogueFile(Object.fromEntries(header!.map((column, i) => [column, bikeCells[i]!])));
    expect(bad).toHaveLength(20);
    const path = join(SHOTS, `catalogue-${driver}.csv`);
    writeFileSync(path, csv);
    const { setCookie } = staff;
    const [name, value] = setCookie.split(';')[0]!.split('=') as [string, string];
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await context.addCookies([{ name, value, url: server.url }]);

    await page.goto(`${server.url}/studio/catalogue/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Import a catalogue file' }).click();
    await page.waitForURL(`${server.url}/studio/catalogue/import/`);
    await waitForHydration(page);
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/studio/api/catalogue/export.csv');

    await page.getByLabel('Catalogue file (CSV or JSON)').setInputFiles(path);
    const checkButton = page.getByRole('button', { name: 'Check file' });
    await checkButton.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Dry run: 5,000 rows, 20 with problems' });
    await heading.waitFor({ timeout: 60_000 });
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('.catalogue-import__report p').first().textContent()).toBe(
      'Importing would add 4,979, change 1 and leave 0 unchanged. The 20 rows with problems are left out.',
    );
    const cells = await page
      .locator('.catalogue-import__problems tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent)));
    expect(cells).toEqual(bad.map((b) => [String(b.row), b.sku, b.column, b.problem]));
    const allowed = page.locator('.catalogue-import__problems tbody tr').first().locator('td').last();
    expect(await allowed.locator('summary').textContent()).toMatch(/^\d+ values$/);
    await allowed.locator('summary').click();
    expect(await allowed.textContent()).toContain('accessories/tools');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `catalogue-import-report-1366-${driver}.png`), fullPage: false });
    await page.setViewportSize({ width: 820, height: 1180 });
    await lookAt(page, { path: join(SHOTS, `catalogue-import-report-820-${driver}.png`), fullPage: false });

    await page.getByRole('button', { name: 'Import 4,980 good rows' }).click();
    const status = page.locator('.catalogue-import__progress [role="status"]');
    await expect.poll(() => status.textContent(), { timeout: 120_000 }).toBe('Import finished: 4,979 added, 1 changed, 0 unchanged, 20 rows left out.');
    const progress = page.locator('.catalogue-import__progress progress');
    expect(await progress.evaluate((el: HTMLProgressElement) => [el.value, el.max])).toEqual([ROWS, ROWS]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `catalogue-import-done-820-${driver}.png`), fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });
    await lookAt(page, { path: join(SHOTS, `catalogue-import-done-1366-${driver}.png`), fullPage: false });
    expect(errors).toEqual([]);
    await context.close();

    const shopper = await openPage(browser, { width: 1366, height: 900 });
    await shopper.page.goto(`${server.url}/endurance-sl-pro/`);
    await waitForHydration(shopper.page);
    expect(await shopper.page.locator('.product-detail .price').first().textContent()).toMatch(/Now £3,333 Was £3,999/);
    await shopper.page.goto(`${server.url}/nv-e0000/`);
    await waitForHydration(shopper.page);
    expect(await shopper.page.locator('main').textContent()).toContain('Workshop tool 0');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  }, 240_000);

  test('a merchandiser checks the whole catalogue as a JSON document: a bad category and a bad product are named by section, place and field', async () => {
    const staff = await signInStaff(server.url, 'merchandiser@northvale.test');
    const document = (await (await staff.call('GET', '/catalogue/export.json')).json()) as CatalogueDocument;
    document.categories![1] = { ...document.categories![1]!, meta_title: { en: 'Components' } as never };
    document.products[0] = { ...document.products[0]!, image: 'Not a key!' };
    const path = join(SHOTS, `catalogue-document-${driver}.json`);
    writeFileSync(path, JSON.stringify(document));
    const [name, value] = staff.setCookie.split(';')[0]!.split('=') as [string, string];
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    await context.addCookies([{ name, value, url: server.url }]);
    await page.goto(`${server.url}/studio/catalogue/import/`);
    await waitForHydration(page);
    await page.getByLabel('Catalogue file (CSV or JSON)').setInputFiles(path);
    await page.getByRole('button', { name: 'Check file' }).click();
    await page
      .getByRole('heading', { name: `Dry run: ${document.products.length.toLocaleString('en-GB')} rows, 1 with problems` })
      .waitFor({ timeout: 60_000 });
    const cells = await page
      .locator('.catalogue-import__problems tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent)));
    expect(cells).toEqual([
      ['categories 2', 'components', 'meta_title.de', '"meta_title.de" is missing.'],
      ['1', document.products[0]!.sku as string, 'image', '"image" is not in the expected format.'],
    ]);
    expect(await page.locator('.catalogue-import__section').allTextContents()).toEqual([
      `Categories: ${document.categories!.length - 1} unchanged, 1 left out.`,
      `Filter values: ${document.filters!.length} unchanged.`,
      `Labels: ${document.labels!.length} unchanged.`,
      `Bike models: ${document.models!.length} unchanged.`,
      `Redirects: ${document.redirects!.length} unchanged.`,
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `catalogue-document-report-390-${driver}.png`), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await lookAt(page, { path: join(SHOTS, `catalogue-document-report-1366-${driver}.png`), fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
