import { decimalAmount } from '../../../domain/money.ts';
import { csvDocument, parseCsv } from '../../lib/csv.ts';
import { invalid } from '../../lib/errors.ts';
import {
  CONTENT_FIELDS,
  contentOf,
  type DocumentSections,
  type DocumentProblem,
  documentProblems,
  documentSections,
  NO_SECTIONS,
  type ProductContent,
} from './catalogue-document.ts';

/**
 * The catalogue as a file: one row per sellable SKU, the same columns in CSV and JSON. Sizes and
 * their stock share one column, `size:stock` pairs joined by `|` (`s:2|m:4|l:0`), so a bike stays one
 * row; `stock` is then their sum. A product in a single size names it alone (`m`) and keeps its stock in `stock`.
 */
export const CATALOGUE_COLUMNS = [
  'sku',
  'type',
  'name',
  'model_sku',
  'tier',
  'category',
  'manufacturer',
  'condition',
  'price',
  'special_price',
  'special_from',
  'special_to',
  'stock',
  'sizes',
  'dispatch_days',
  'visible',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** One row of a file as written: text per column, only the columns the file has. */
export type CatalogueCells = Partial<Record<CatalogueColumn, string>>;

export type CatalogueFormat = 'csv' | 'json';

/** A product as the file carries it; money in pence, moments as ISO strings. */
export interface CatalogueEntry {
  sku: string;
  type: 'bike' | 'part';
  name: string;
  model_sku: string | null;
  tier: string | null;
  /** The url path of the product's own category, like `bikes/road`. */
  category: string;
  manufacturer: string;
  condition: string;
  price: number;
  offer: { price: number; from: string | null; to: string | null } | null;
  stock: number;
  /** Stock of each size in the product's size order; empty when it is not sold in sizes. */
  sizes: { size: string; stock: number }[];
  dispatch_days: number;
  visible: boolean;
}

/** The largest file an import takes, and the most rows. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

/** Where a file's row sits: the spreadsheet's row number (the header is row 1), or the JSON item's place (from 1). */
export interface NumberedCells {
  row: number;
  cells: CatalogueCells;
  /** A JSON document's product may carry its page content too. */
  content?: ProductContent;
}

/** An uploaded file as read: its product rows, and a JSON document's other sections and the problems its schema finds in them. */
export interface CatalogueFile {
  rows: NumberedCells[];
  sections: DocumentSections;
  problems: DocumentProblem[];
}

/** `s:2|m:4|l:0`; a product in one size keeps its stock in `stock`, so its size is written alone (`m`). */
const sizesText = (sizes: CatalogueEntry['sizes']) => (sizes.length === 1 ? sizes[0]!.size : sizes.map((s) => `${s.size}:${s.stock}`).join('|'));

/** The cells of an entry, as an export writes them (and an import reads them back unchanged). */
export function entryCells(entry: CatalogueEntry): Record<CatalogueColumn, string> {
  return {
    sku: entry.sku,
    type: entry.type,
    name: entry.name,
    model_sku: entry.model_sku ?? '',
    tier: entry.tier ?? '',
    category: entry.category,
    manufacturer: entry.manufacturer,
    condition: entry.condition,
    price: decimalAmount(entry.price),
    special_price: entry.offer ? decimalAmount(entry.offer.price) : '',
    special_from: entry.offer?.from ?? '',
    special_to: entry.offer?.to ?? '',
    stock: String(entry.stock),
    sizes: sizesText(entry.sizes),
    dispatch_days: String(entry.dispatch_days),
    visible: entry.visible ? 'yes' : 'no',
  };
}

export function catalogueCsv(entries: CatalogueEntry[]): string {
  return csvDocument(
    CATALOGUE_COLUMNS,
    entries.map((entry) => {
      const cells = entryCells(entry);
      return CATALOGUE_COLUMNS.map((column) => cells[column]);
    }),
  );
}

/** A product's item in a JSON document: its columns, then its content when there is some. */
export function productItem(entry: CatalogueEntry, content?: ProductContent): Record<string, unknown> {
  return {
    ...entryCells(entry),
    model_sku: entry.model_sku,
    tier: entry.tier,
    price: Number(decimalAmount(entry.price)),
    special_price: entry.offer ? Number(decimalAmount(entry.offer.price)) : null,
    special_from: entry.offer?.from ?? null,
    special_to: entry.offer?.to ?? null,
    stock: entry.stock,
    sizes: Object.fromEntries(entry.sizes.map((s) => [s.size, s.stock])),
    dispatch_days: entry.dispatch_days,
    visible: entry.visible,
    ...content,
  };
}

/**
 * The catalogue document: JSON items carry numbers and true/false where CSV has text, and sizes as
 * an object `{"s": 2, "m": 4}`; with `sections` and the products' content it is the whole catalogue.
 */
export function catalogueJson(
  entries: CatalogueEntry[],
  exportedAt: Date | null,
  whole?: { sections: DocumentSections; content: Map<string, ProductContent> },
): string {
  const products = entries.map((entry) => productItem(entry, whole?.content.get(entry.sku)));
  const document = {
    ...(exportedAt ? { exportedAt: exportedAt.toISOString() } : {}),
    columns: CATALOGUE_COLUMNS,
    ...(whole ? { categories: whole.sections.categories, filters: whole.sections.filters, labels: whole.sections.labels, models: whole.sections.models } : {}),
    products,
    ...(whole ? { redirects: whole.sections.redirects } : {}),
  };
  return `${JSON.stringify(document, null, 1)}\n`;
}

const COLUMN_LIST = CATALOGUE_COLUMNS.join(', ');

function checkColumns(columns: string[], where: string): CatalogueColumn[] {
  const unknown = columns.find((column) => !(CATALOGUE_COLUMNS as readonly string[]).includes(column));
  if (unknown !== undefined) throw invalid(`Unknown column "${unknown.slice(0, 40)}" ${where}: the columns are ${COLUMN_LIST}.`, unknown.slice(0, 40));
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  if (repeated !== undefined) throw invalid(`The column "${repeated}" appears twice ${where}; name each column once.`, repeated);
  if (!columns.includes('sku')) throw invalid(`The "sku" column is missing ${where}: every row is matched to a product by its SKU.`, 'sku');
  if ((columns.includes('special_from') || columns.includes('special_to')) && !columns.includes('special_price'))
    throw invalid(`"special_from" and "special_to" come with a "special_price" column ${where}.`, 'special_price');
  return columns as CatalogueColumn[];
}

function tooMany(count: number): void {
  if (count > MAX_IMPORT_ROWS)
    throw invalid(
      `The file has ${count.toLocaleString('en-GB')} products; an import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')}. Split it into smaller files.`,
    );
}

function readCsv(text: string): NumberedCells[] {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    throw invalid(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...data] = rows;
  if (!header || header.every((cell) => !cell.trim())) throw invalid(`The file is empty: its first row names the columns (${COLUMN_LIST}).`);
  const columns = checkColumns(
    header.map((cell) => cell.trim().toLowerCase()),
    'in the header row',
  );
  tooMany(data.length);
  return data
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim()))
    .map(({ row, cells }) => ({ row, cells: Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])) as CatalogueCells }));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON value as the text a CSV cell would hold: numbers and true/false as written, null as empty, sizes `{"s": 2}` as `s:2`. */
function cellText(value: unknown): string | undefined {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isObject(value))
    return Object.entries(value)
      .map(([size, stock]) => `${size}:${typeof stock === 'number' || typeof stock === 'string' ? stock : '?'}`)
      .join('|');
  return undefined;
}

function readJson(text: string): CatalogueFile {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw invalid('The file is not valid JSON. Export the catalogue as JSON to see the shape an import takes.');
  }
  const products: unknown = Array.isArray(document) ? document : isObject(document) ? document['products'] : undefined;
  if (!Array.isArray(products))
    throw invalid('A JSON import is an object with a "products" list (as the JSON export writes it), or the list itself.', 'products');
  tooMany(products.length);
  const rows = products.map((item: unknown, index: number): NumberedCells => {
    const row = index + 1;
    if (!isObject(item)) throw invalid(`Product ${row} of the JSON file is not an object of columns (${COLUMN_LIST}).`, 'products');
    const columns = Object.keys(item).filter((key) => !(CONTENT_FIELDS as readonly string[]).includes(key));
    checkColumns(columns, `in product ${row}`);
    const cells: CatalogueCells = {};
    for (const column of columns as CatalogueColumn[]) {
      const text = cellText(item[column]);
      if (text === undefined) throw invalid(`"${column}" of product ${row} must be text, a number, true/false or null.`, column);
      cells[column] = text;
    }
    const content = contentOf(item);
    return content ? { row, cells, content } : { row, cells };
  });
  if (!isObject(document)) return { rows, sections: NO_SECTIONS, problems: [] };
  return { rows, sections: documentSections(document), problems: documentProblems(document, CATALOGUE_COLUMNS) };
}

/** An uploaded file; 400 with a message naming what is wrong when the file itself (not one row) is unusable. */
export function readCatalogueUpload(text: string, format: CatalogueFormat): CatalogueFile {
  if (!text.trim()) throw invalid('The file is empty.');
  return format === 'csv' ? { rows: readCsv(text), sections: NO_SECTIONS, problems: [] } : readJson(text);
}

/** The product rows of an uploaded file. */
export function readCatalogueFile(text: string, format: CatalogueFormat): NumberedCells[] {
  return readCatalogueUpload(text, format).rows;
}

/** The format of an upload from its Content-Type, or from the file name when the browser sent no useful type. */
export function formatOf(contentType: string | undefined, fileName: string): CatalogueFormat | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv') return 'csv';
  if (type === 'application/json') return 'json';
  if (type === 'application/octet-stream' || type === 'text/plain' || type === 'application/vnd.ms-excel') {
    if (/\.csv$/i.test(fileName)) return 'csv';
    if (/\.json$/i.test(fileName)) return 'json';
  }
  return undefined;
}
