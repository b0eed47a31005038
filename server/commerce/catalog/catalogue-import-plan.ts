import type { Queryable } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { checkAgainst, type ProductEdit } from './catalogue-edits.ts';
import { type CurrentProduct, currentProducts } from './catalogue-entries.ts';
import type { CatalogueColumn, CatalogueEntry, NumberedCells } from './catalogue-file.ts';
import { type ImportProblem, type ImportVocabulary, readCells } from './catalogue-import-cells.ts';

/** What an import does with one good row. */
export type PlannedRow =
  | { row: number; sku: string; action: 'unchanged' }
  | { row: number; sku: string; action: 'update'; edit: ProductEdit }
  | { row: number; sku: string; action: 'create'; entry: CatalogueEntry; categoryId: number; urlKey: string };

export interface ImportPlan {
  rows: number;
  planned: PlannedRow[];
  problems: ImportProblem[];
  /** Rows with at least one problem: they are left out of the import. */
  rejected: number;
  counts: { create: number; update: number; unchanged: number };
}

interface PlanContext extends ImportVocabulary {
  products: Map<string, CurrentProduct>;
  categoryIds: Map<string, number>;
  takenUrlKeys: Set<string>;
}

/** A new product's address: its SKU in lower case, like /nv-9001/. */
export const urlKeyOfSku = (sku: string) => sku.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const FIXED: (keyof CatalogueEntry & CatalogueColumn)[] = ['type', 'model_sku', 'tier', 'manufacturer', 'condition'];

/** The columns an edit's field is read from, so a problem found against the product points at the right cell. */
const COLUMN_OF_FIELD: Record<string, CatalogueColumn> = { price: 'price', specialPrice: 'special_price', stockQty: 'stock', sizes: 'sizes' };

const defined = <T extends object>(values: T): T => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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

function planUpdate(row: number, current: CurrentProduct, values: Partial<CatalogueEntry>, context: PlanContext, problems: Problem[]): PlannedRow | undefined {
  const was = current.entry;
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
  if (same(next, was)) return { row, sku: was.sku, action: 'unchanged' };
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
  return { row, sku: was.sku, action: 'update', edit };
}

function planCreate(row: number, values: Partial<CatalogueEntry>, context: PlanContext, problems: Problem[]): PlannedRow | undefined {
  const sku = values.sku!;
  if (values.type === 'bike')
    problems.push({
      column: 'type',
      problem: `${sku} is not in the catalogue: an import adds parts and accessories; a new bike needs its model, specification and geometry first.`,
      allowed: ['part'],
    });
  for (const column of ['name', 'category', 'manufacturer', 'price'] as const) {
    if (values[column] === undefined && !problems.some((p) => p.column === column))
      problems.push({ column, problem: `${sku} is not in the catalogue yet: a new product needs its ${column}.` });
  }
  if (values.stock === undefined && !problems.some((p) => p.column === 'stock' || p.column === 'sizes'))
    problems.push({ column: 'stock', problem: `${sku} is not in the catalogue yet: give its stock (or its sizes with their stock).` });
  if (values.model_sku || values.tier)
    problems.push({ column: values.model_sku ? 'model_sku' : 'tier', problem: 'A part belongs to no bike model or tier: leave them empty.' });
  const urlKey = urlKeyOfSku(sku);
  if (context.takenUrlKeys.has(urlKey))
    problems.push({ column: 'sku', problem: `The address /${urlKey}/ is already taken by another page: choose another SKU.` });
  if (values.offer && values.price !== undefined && values.offer.price >= values.price)
    problems.push({ column: 'special_price', problem: 'The special price must be below the price.' });
  if (problems.length) return undefined;
  const sizes = values.sizes ?? [];
  const entry: CatalogueEntry = {
    sku,
    type: 'part',
    name: values.name!,
    model_sku: null,
    tier: null,
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
  return { row, sku, action: 'create', entry, categoryId: context.categoryIds.get(entry.category)!, urlKey };
}

/** Checks every row of a file against the catalogue as it is: what each good row would do, and every problem of the bad ones. */
export function planImport(rows: NumberedCells[], context: PlanContext): ImportPlan {
  const planned: PlannedRow[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  let rejected = 0;
  for (const { row, cells } of rows) {
    const read = readCells(cells, context);
    const rowProblems = read.problems;
    const values = defined(read.values);
    const sku = values.sku ?? (cells.sku ?? '').trim().slice(0, 64);
    const first = values.sku ? seen.get(values.sku.toUpperCase()) : undefined;
    if (first !== undefined) rowProblems.push({ column: 'sku', problem: `${sku} appears again: it is on row ${first} already.` });
    else if (values.sku) seen.set(values.sku.toUpperCase(), row);
    stockOfSizes(values, rowProblems);
    let plan: PlannedRow | undefined;
    if (values.sku && !rowProblems.length) {
      const current = context.products.get(values.sku);
      plan = current ? planUpdate(row, current, values, context, rowProblems) : planCreate(row, values, context, rowProblems);
    }
    if (plan?.action === 'create') context.takenUrlKeys.add(plan.urlKey);
    if (plan && !rowProblems.length) planned.push(plan);
    else {
      rejected += 1;
      problems.push(...rowProblems.map((p) => ({ row, sku, ...p })));
    }
  }
  const count = (action: PlannedRow['action']) => planned.filter((p) => p.action === action).length;
  return { rows: rows.length, planned, problems, rejected, counts: { create: count('create'), update: count('update'), unchanged: count('unchanged') } };
}

/** The catalogue an import is checked against, read once. */
export async function planContext(db: Queryable): Promise<PlanContext> {
  const [products, categories, sizes, conditions, urlKeys] = await Promise.all([
    currentProducts(db),
    db.query<{ id: number; url_path: string }>('select id, url_path from catalog_categories order by url_path'),
    db.query<{ value: string }>("select value from catalog_attribute_values where attribute = 'by_size' order by position"),
    db.query<{ value: string }>("select value from catalog_attribute_values where attribute = 'condition' order by position"),
    db.query<{ url_key: string }>('select url_key from url_rewrites'),
  ]);
  return {
    products: new Map(products.map((product) => [product.entry.sku, product])),
    categories: categories.map((c) => c.url_path),
    categoryIds: new Map(categories.map((c) => [c.url_path, c.id])),
    sizes: sizes.map((s) => s.value),
    conditions: conditions.map((c) => c.value),
    takenUrlKeys: new Set(urlKeys.map((u) => u.url_key)),
  };
}
