import type { Queryable } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { checkAgainst, type ProductEdit } from './catalogue-edits.ts';
import { type CurrentProduct, currentProducts } from './catalogue-entries.ts';
import { GIVEN_FILTERS, type ProductContent, sameValue } from './catalogue-document.ts';
import type { CatalogueColumn, CatalogueEntry, CatalogueFile } from './catalogue-file.ts';
import { type ImportProblem, type ImportVocabulary, readCells } from './catalogue-import-cells.ts';
import { planSections, type SectionsContext, type SectionsPlan, storeSections } from './catalogue-sections.ts';

/** What an import does with one good row. */
export type PlannedRow =
  | { row: number; sku: string; action: 'unchanged' }
  | { row: number; sku: string; action: 'update'; edit: ProductEdit; content?: ContentEdit }
  | { row: number; sku: string; action: 'create'; entry: CatalogueEntry; urlKey: string; content?: ProductContent };

/** The page content an import changes on a product already in the store. */
export type ContentEdit = Partial<Pick<Required<ProductContent>, (typeof CHANGEABLE_CONTENT)[number]>>;
const CHANGEABLE_CONTENT = ['subtitle', 'description', 'image', 'specification', 'translations', 'geometry', 'search_text'] as const;
/** Content that identifies or files a product: an import gives it to new products only. */
const FIXED_CONTENT = ['url_key', 'discipline', 'colours', 'filters'] as const;

export interface ImportPlan {
  rows: number;
  planned: PlannedRow[];
  problems: ImportProblem[];
  /** Rows with at least one problem: they are left out of the import. */
  rejected: number;
  counts: { create: number; update: number; unchanged: number };
  /** A document's categories, filter values, models and redirects. */
  sections: SectionsPlan;
}

interface PlanContext extends ImportVocabulary, SectionsContext {
  products: Map<string, CurrentProduct>;
  categoryIds: Map<string, number>;
  /** Bike models by SKU, and the filter values (`material:carbon`) a product may name. */
  models: Set<string>;
  filterValues: Set<string>;
}

/** A new product's address: its SKU in lower case, like /nv-9001/. */
export const urlKeyOfSku = (sku: string) => sku.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const FIXED: (keyof CatalogueEntry & CatalogueColumn)[] = ['type', 'model_sku', 'tier', 'manufacturer', 'condition'];

/** The columns an edit's field is read from, so a problem found against the product points at the right cell. */
const COLUMN_OF_FIELD: Record<string, CatalogueColumn> = { price: 'price', specialPrice: 'special_price', stockQty: 'stock', sizes: 'sizes' };

const defined = <T extends object>(values: T): T => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;

const same = sameValue;

type Problem = Omit<ImportProblem, 'row' | 'sku'>;

function stockOfSizes(values: Partial<CatalogueEntry>, problems: Problem[]): void {
  if (!values.sizes?.length) return;
  const [only] = values.sizes;
  if (values.sizes.length === 1 && Number.isNaN(only!.stock)) {
    if (values.stock !== undefined) only!.stock = values.stock;
    return;
  }
  const sum = values.sizes.reduce((total, s) => total + s.stock, 0);
  if (values.stock !== undefined && values.stock !== sum)
    problems.push({ column: 'stock', problem: `The stock (${values.stock}) is not the sum of the sizes' stock (${sum}): leave it empty or make them agree.` });
  values.stock = sum;
}

function contentEdit(current: CurrentProduct, content: ProductContent | undefined, problems: Problem[]): ContentEdit | undefined {
  if (!content) return undefined;
  const sku = current.entry.sku;
  for (const field of FIXED_CONTENT) {
    if (content[field] !== undefined && !same(content[field], current.content[field]))
      problems.push({ column: field, problem: `${sku}'s ${field} is ${JSON.stringify(current.content[field])}; an import gives it to new products only.` });
  }
  const edit: Record<string, unknown> = {};
  for (const field of CHANGEABLE_CONTENT) if (content[field] !== undefined && !same(content[field], current.content[field])) edit[field] = content[field];
  return Object.keys(edit).length ? (edit as ContentEdit) : undefined;
}

function planUpdate(
  row: number,
  current: CurrentProduct,
  values: Partial<CatalogueEntry>,
  content: ProductContent | undefined,
  context: PlanContext,
  problems: Problem[],
): PlannedRow | undefined {
  const was = current.entry;
  const changedContent = contentEdit(current, content, problems);
  for (const column of FIXED) {
    if (values[column] !== undefined && values[column] !== was[column])
      problems.push({
        column,
        problem: `${was.sku}'s ${column} is ${was[column] ?? 'empty'}; an import does not change it.`,
        ...(was[column] ? { allowed: [String(was[column])] } : {}),
      });
  }
  const sizeNames = was.sizes.map((s) => s.size);
  if (values.sizes && !same([...values.sizes.map((s) => s.size)].sort(), [...sizeNames].sort())) {
    problems.push({
      column: 'sizes',
      problem: sizeNames.length
        ? `${was.sku} comes in sizes ${sizeNames.join(', ')}: give the stock of each.`
        : `${was.sku} is not sold in sizes: leave "sizes" empty and give "stock".`,
      allowed: sizeNames,
    });
  }
  if (problems.length) return undefined;
  const next: CatalogueEntry = { ...was, ...values };
  // A product in one size (or none) keeps its stock on the product; one in several, per size.
  if (was.sizes.length <= 1) next.sizes = was.sizes.map((s) => ({ ...s, stock: next.stock }));
  else if (values.sizes) next.sizes = sizeNames.map((size) => values.sizes!.find((s) => s.size === size)!);
  else if (values.stock !== undefined)
    problems.push({ column: 'stock', problem: `${was.sku} is stocked per size (${sizeNames.join(', ')}): give "sizes", like ${sizeNames[0]}:4.` });
  if (problems.length) return undefined;
  if (same(next, was) && !changedContent) return { row, sku: was.sku, action: 'unchanged' };
  const edit: ProductEdit = {};
  if (next.price !== was.price) edit.price = next.price;
  if (!same(next.offer, was.offer)) edit.offer = next.offer;
  if (!same(next.sizes, was.sizes) || next.stock !== was.stock) {
    if (was.sizes.length > 1) edit.sizes = Object.fromEntries(next.sizes.map((s) => [s.size, s.stock]));
    else edit.stock_qty = next.stock;
  }
  if (next.dispatch_days !== was.dispatch_days) edit.dispatch_days = next.dispatch_days;
  if (next.visible !== was.visible) edit.visible = next.visible;
  if (next.name !== was.name) edit.name = next.name;
  if (next.category !== was.category) edit.category_id = context.categoryIds.get(next.category)!;
  try {
    checkAgainst(current.staff, edit);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    problems.push({ column: COLUMN_OF_FIELD[error.field ?? ''] ?? 'price', problem: error.message });
    return undefined;
  }
  return { row, sku: was.sku, action: 'update', edit, ...(changedContent ? { content: changedContent } : {}) };
}

/** A new product's content against the catalogue: known filter values, a bike's model and tier. */
function checkNewContent(values: Partial<CatalogueEntry>, content: ProductContent | undefined, context: PlanContext, problems: Problem[]): void {
  const sku = values.sku!;
  if (values.type === 'bike') {
    if (!content?.specification || !content.geometry)
      problems.push({
        column: 'type',
        problem: `${sku} is not in the catalogue: an import adds parts and accessories, and bikes that come with their specification and geometry (in a JSON document).`,
        allowed: ['part'],
      });
    else if (!values.model_sku || !context.models.has(values.model_sku))
      problems.push({
        column: 'model_sku',
        problem: values.model_sku ? `No bike model ${values.model_sku}: add it to the "models" first.` : 'A new bike needs its model_sku.',
      });
    else if (!values.tier) problems.push({ column: 'tier', problem: 'A new bike needs its tier.' });
  } else if (values.model_sku || values.tier)
    problems.push({ column: values.model_sku ? 'model_sku' : 'tier', problem: 'A part belongs to no bike model or tier: leave them empty.' });
  for (const colour of content?.colours ?? [])
    if (!context.filterValues.has(`colour:${colour.code}`))
      problems.push({ column: 'colours', problem: `Unknown colour "${colour.code}": add it to the "filters" first.` });
  for (const attribute of GIVEN_FILTERS)
    for (const value of content?.filters?.[attribute] ?? [])
      if (!context.filterValues.has(`${attribute}:${value}`))
        problems.push({ column: `filters.${attribute}`, problem: `Unknown ${attribute} "${value}": add it to the "filters" first.` });
}

function planCreate(
  row: number,
  values: Partial<CatalogueEntry>,
  content: ProductContent | undefined,
  context: PlanContext,
  problems: Problem[],
): PlannedRow | undefined {
  const sku = values.sku!;
  checkNewContent(values, content, context, problems);
  for (const column of ['name', 'category', 'manufacturer', 'price'] as const) {
    if (values[column] === undefined && !problems.some((p) => p.column === column))
      problems.push({ column, problem: `${sku} is not in the catalogue yet: a new product needs its ${column}.` });
  }
  if (values.stock === undefined && !problems.some((p) => p.column === 'stock' || p.column === 'sizes'))
    problems.push({ column: 'stock', problem: `${sku} is not in the catalogue yet: give its stock (or its sizes with their stock).` });
  const urlKey = content?.url_key ?? urlKeyOfSku(sku);
  if (context.takenUrlKeys.has(urlKey))
    problems.push({ column: 'sku', problem: `The address /${urlKey}/ is already taken by another page: choose another SKU.` });
  if (values.offer && values.price !== undefined && values.offer.price >= values.price)
    problems.push({ column: 'special_price', problem: 'The special price must be below the price.' });
  if (problems.length) return undefined;
  const sizes = values.sizes ?? [];
  const entry: CatalogueEntry = {
    sku,
    type: values.type ?? 'part',
    name: values.name!,
    model_sku: values.model_sku ?? null,
    tier: values.tier ?? null,
    category: values.category!,
    manufacturer: values.manufacturer!,
    condition: values.condition ?? 'new',
    price: values.price!,
    offer: values.offer ?? null,
    stock: values.stock ?? 0,
    sizes,
    dispatch_days: values.dispatch_days ?? 3,
    visible: values.visible ?? true,
  };
  return { row, sku, action: 'create', entry, urlKey, ...(content ? { content } : {}) };
}

/** What a document's good sections add to the catalogue a file's products are checked against. */
function withSections(context: PlanContext, sections: SectionsPlan): void {
  for (const { item, action } of sections.categories) {
    if (action !== 'create') continue;
    context.categories.push(item.path);
    context.categoryIds.set(item.path, item.id);
  }
  for (const { item, action } of sections.filters) {
    if (action !== 'create') continue;
    context.filterValues.add(`${item.attribute}:${item.value}`);
    if (item.attribute === 'by_size') context.sizes.push(item.value);
    if (item.attribute === 'condition') context.conditions.push(item.value);
  }
  for (const { item, action } of sections.models) if (action === 'create') context.models.add(item.sku);
}

/**
 * Checks a file against the catalogue as it is: a document's sections first (its new categories,
 * filter values and models may be used by its products), then every product row: what each good
 * one would do, and every problem of the bad ones.
 */
export function planImport({ rows, sections, problems: known }: CatalogueFile, context: PlanContext): ImportPlan {
  const sectionsPlan = planSections(
    sections,
    context,
    known.filter((p) => p.section),
  );
  withSections(context, sectionsPlan);
  const planned: PlannedRow[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  let rejected = 0;
  for (const { row, cells, content } of rows) {
    const read = readCells(cells, context);
    const rowProblems: Problem[] = [...read.problems, ...known.filter((p) => !p.section && p.row === row).map(({ column, problem }) => ({ column, problem }))];
    const values = defined(read.values);
    const sku = values.sku ?? (cells.sku ?? '').trim().slice(0, 64);
    const first = values.sku ? seen.get(values.sku.toUpperCase()) : undefined;
    if (first !== undefined) rowProblems.push({ column: 'sku', problem: `${sku} appears again: it is on row ${first} already.` });
    else if (values.sku) seen.set(values.sku.toUpperCase(), row);
    stockOfSizes(values, rowProblems);
    let plan: PlannedRow | undefined;
    if (values.sku && !rowProblems.length) {
      const current = context.products.get(values.sku);
      plan = current ? planUpdate(row, current, values, content, context, rowProblems) : planCreate(row, values, content, context, rowProblems);
    }
    if (plan?.action === 'create') context.takenUrlKeys.add(plan.urlKey);
    if (plan && !rowProblems.length) planned.push(plan);
    else {
      rejected += 1;
      problems.push(...rowProblems.map((p) => ({ row, sku, ...p })));
    }
  }
  const count = (action: PlannedRow['action']) => planned.filter((p) => p.action === action).length;
  return {
    rows: rows.length,
    planned,
    problems: [...sectionsPlan.problems, ...problems],
    rejected,
    counts: { create: count('create'), update: count('update'), unchanged: count('unchanged') },
    sections: sectionsPlan,
  };
}

/** The catalogue an import is checked against, read once. */
export async function planContext(db: Queryable): Promise<PlanContext> {
  const [products, categories, sizes, conditions, urlKeys, store] = await Promise.all([
    currentProducts(db),
    db.query<{ id: number; url_path: string }>('select id, url_path from catalog_categories order by url_path'),
    db.query<{ value: string }>("select value from catalog_attribute_values where attribute = 'by_size' order by position"),
    db.query<{ value: string }>("select value from catalog_attribute_values where attribute = 'condition' order by position"),
    db.query<{ url_key: string }>('select url_key from url_rewrites'),
    storeSections(db),
  ]);
  return {
    store,
    models: new Set(store.models.map((m) => m.sku)),
    filterValues: new Set(store.filters.map((f) => `${f.attribute}:${f.value}`)),
    products: new Map(products.map((product) => [product.entry.sku, product])),
    categories: categories.map((c) => c.url_path),
    categoryIds: new Map(categories.map((c) => [c.url_path, c.id])),
    sizes: sizes.map((s) => s.value),
    conditions: conditions.map((c) => c.value),
    takenUrlKeys: new Set(urlKeys.map((u) => u.url_key)),
  };
}
