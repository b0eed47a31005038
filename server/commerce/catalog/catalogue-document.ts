import type { CatalogueDocument } from '../../../schemas/generated/index.ts';
import { schemaRegistry } from '../../../schemas/registry.ts';
import { describeSchemaError } from '../../../schemas/schema-words.ts';
import { invalid } from '../../lib/errors.ts';

/**
 * The catalogue document (`schemas/catalogue-document.schema.json`): the JSON export and import,
 * and the demo catalogue in `fixtures/catalog/catalogue.json`. Besides the products (their sellable
 * columns, as in CSV, and optionally their page content) it may carry the categories, filter values,
 * specification and geometry labels, bike models and redirects, each item matched to the store by its key.
 */
export const SECTIONS = ['categories', 'filters', 'labels', 'models', 'redirects'] as const;
export type SectionName = (typeof SECTIONS)[number];

export type DocumentCategory = NonNullable<CatalogueDocument['categories']>[number];
export type DocumentFilter = NonNullable<CatalogueDocument['filters']>[number];
export type DocumentLabel = NonNullable<CatalogueDocument['labels']>[number];
export type DocumentModel = NonNullable<CatalogueDocument['models']>[number];
export type DocumentRedirect = NonNullable<CatalogueDocument['redirects']>[number];
export type DocumentProduct = CatalogueDocument['products'][number];

export interface DocumentSections {
  categories: DocumentCategory[];
  filters: DocumentFilter[];
  labels: DocumentLabel[];
  models: DocumentModel[];
  redirects: DocumentRedirect[];
}

export const NO_SECTIONS: DocumentSections = { categories: [], filters: [], labels: [], models: [], redirects: [] };

/** A product's page content: the fields of a document's product besides the sellable columns. */
export const CONTENT_FIELDS = [
  'url_key',
  'subtitle',
  'description',
  'discipline',
  'image',
  'colours',
  'specification',
  'translations',
  'geometry',
  'filters',
  'search_text',
  'age_days',
] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];
export type ProductContent = Pick<DocumentProduct, ContentField>;

/** The filter values a document's product names itself; the others follow from its fields (colours, sizes, condition…). */
export const GIVEN_FILTERS = ['shifting', 'material', 'filter_category', 'bike_collection', 'product_family'] as const;

/** A problem the schema finds in one item: its section (none for a product), place from 1, key, field and words. */
export interface DocumentProblem {
  section?: SectionName;
  row: number;
  sku: string;
  column: string;
  problem: string;
}

/** The key a section's item is matched by, and shown with its problems. */
export function sectionKey(section: SectionName, item: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 120) : '');
  if (section === 'categories') return text(item['path']);
  if (section === 'filters') return `${text(item['attribute'])}:${text(item['value'])}`;
  if (section === 'labels') return `${text(item['group'])}:${text(item['key'])}`;
  if (section === 'models') return text(item['sku']);
  return text(item['from']);
}

/** JSON text with every object's keys in order: the store's jsonb keeps its own key order, a document another. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Whether two values of a document (or of the store) are the same, whatever the order of their objects' keys. */
export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a document against its schema. A problem inside one item of a section, or inside a
 * product's content, belongs to that item (row and field); the columns of products are left to
 * the row checks, as in CSV; anything else about the document's shape is a 400.
 */
export function documentProblems(document: Record<string, unknown>, columns: readonly string[]): DocumentProblem[] {
  const validate = schemaRegistry().validator('catalogue-document.json');
  if (validate(document)) return [];
  const problems: DocumentProblem[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    if (error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const { message, field } = describeSchemaError(error);
    const match = /^(categories|filters|labels|models|redirects|products)\[(\d+)\]\.?(.*)$/.exec(field);
    if (!match) throw invalid(`The catalogue document does not match its schema: ${message}`, field || undefined);
    const [, section, index, rest = ''] = match;
    const column = rest.split(/[.[]/)[0] ?? '';
    // The columns of products are read and checked row by row, as a CSV's are.
    if (section === 'products' && (!column || columns.includes(column))) continue;
    const row = Number(index) + 1;
    const list = document[section!] as unknown[];
    const item = isObject(list[row - 1]) ? (list[row - 1] as Record<string, unknown>) : {};
    const key = section === 'products' ? String(item['sku'] ?? '').slice(0, 64) : sectionKey(section as SectionName, item);
    const words = error.keyword === 'required' ? `"${rest}" is missing.` : message.replace(`"${field}"`, `"${rest}"`);
    const id = `${section}/${row}/${rest}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push({ ...(section === 'products' ? {} : { section: section as SectionName }), row, sku: key, column: rest || 'item', problem: words });
  }
  return problems;
}

/** The sections of a valid document's object, each empty when absent. */
export function documentSections(document: Record<string, unknown>): DocumentSections {
  const list = <T>(name: SectionName) => (Array.isArray(document[name]) ? (document[name] as T[]) : []);
  return { categories: list('categories'), filters: list('filters'), labels: list('labels'), models: list('models'), redirects: list('redirects') };
}

/** A product's content fields as given (only those present). */
export function contentOf(item: Record<string, unknown>): ProductContent | undefined {
  const content: Record<string, unknown> = {};
  for (const field of CONTENT_FIELDS) if (field in item) content[field] = item[field];
  return Object.keys(content).length ? (content as ProductContent) : undefined;
}
