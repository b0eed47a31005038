import { expect, test } from 'vitest';
import { type CatalogueEntry, catalogueCsv, catalogueJson, formatOf, readCatalogueFile } from './catalogue-file.ts';
import { readCells } from './catalogue-import-cells.ts';

const VOCABULARY = { categories: ['bikes/road', 'accessories/tools'], sizes: ['s', 'm', 'l', 'one-size'], conditions: ['new', 'b-grade'] };

const BIKE: CatalogueEntry = {
  sku: 'ROAD-1-PRO',
  type: 'bike',
  name: 'Road One, Pro',
  model_sku: 'ROAD-1',
  tier: 'pro',
  category: 'bikes/road',
  manufacturer: 'Northvale',
  condition: 'new',
  price: 199900,
  offer: { price: 179900, from: null, to: '2026-12-31T00:00:00.000Z' },
  stock: 3,
  sizes: [
    { size: 's', stock: 1 },
    { size: 'm', stock: 2 },
    { size: 'l', stock: 0 },
  ],
  dispatch_days: 4,
  visible: true,
};
const KIT: CatalogueEntry = {
  ...BIKE,
  sku: 'NV-1',
  type: 'part',
  name: 'Kit',
  model_sku: null,
  tier: null,
  offer: null,
  stock: 7,
  sizes: [{ size: 'one-size', stock: 7 }],
};

test('a catalogue file reads back into the cells its export wrote, as CSV and as JSON', () => {
  const csv = catalogueCsv([BIKE, KIT]);
  expect(csv.split('\r\n')[1]).toBe(
    'ROAD-1-PRO,bike,"Road One, Pro",ROAD-1,pro,bikes/road,Northvale,new,1999.00,1799.00,,2026-12-31T00:00:00.000Z,3,s:1|m:2|l:0,4,yes',
  );
  expect(csv.split('\r\n')[2]).toContain(',7,one-size,4,yes');
  const fromCsv = readCatalogueFile(csv, 'csv');
  const fromJson = readCatalogueFile(catalogueJson([BIKE, KIT], new Date('2026-11-01T00:00:00Z')), 'json');
  expect(fromCsv.map((r) => r.row)).toEqual([2, 3]);
  expect(fromJson.map((r) => r.row)).toEqual([1, 2]);
  for (const rows of [fromCsv, fromJson]) {
    expect(readCells(rows[0]!.cells, VOCABULARY)).toEqual({ problems: [], values: BIKE });
    const kit = readCells(rows[1]!.cells, VOCABULARY);
    expect(kit.problems).toEqual([]);
  }
  expect(fromJson[1]!.cells.sizes).toBe('one-size:7');
});

test('a row names each of its problems by column, with the allowed values of a fixed set', () => {
  const { problems } = readCells({ sku: 'NV 1', tier: 'ultra', category: 'bikes/raod', price: '12.345', sizes: 's:1|xl:2', visible: 'y' }, VOCABULARY);
  expect(problems).toEqual([
    { column: 'sku', problem: '"NV 1" is not a SKU: letters, digits, ".", "_" and "-", at most 64.' },
    { column: 'tier', problem: 'Unknown tier "ultra".', allowed: ['base', 'sport', 'enthusiast', 'pro', 'hero'] },
    { column: 'category', problem: 'Unknown category "bikes/raod".', allowed: ['bikes/road', 'accessories/tools'] },
    { column: 'price', problem: '"price" must be an amount in pounds with at most two decimals, like 1299.99.' },
    { column: 'sizes', problem: 'Unknown size "xl".', allowed: ['s', 'm', 'l', 'one-size'] },
    { column: 'visible', problem: '"y" is not yes or no.', allowed: ['yes', 'no'] },
  ]);
});

test('the format of an upload comes from its type, or from the name when the browser sent a vague one', () => {
  expect(formatOf('text/csv; charset=utf-8', 'x')).toBe('csv');
  expect(formatOf('application/json', 'x.csv')).toBe('json');
  expect(formatOf('application/vnd.ms-excel', 'stock.CSV')).toBe('csv');
  expect(formatOf('application/octet-stream', 'stock.json')).toBe('json');
  expect(formatOf('application/pdf', 'stock.csv')).toBeUndefined();
  expect(formatOf(undefined, 'stock.xlsx')).toBeUndefined();
});
