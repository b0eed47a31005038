import type { Queryable } from '../../db/database.ts';
import {
  type DocumentCategory,
  type DocumentFilter,
  type DocumentLabel,
  type DocumentModel,
  type DocumentRedirect,
  type DocumentSections,
  SECTIONS,
  type SectionName,
  sameValue,
} from './catalogue-document.ts';
import type { ImportProblem } from './catalogue-import-cells.ts';

/** The store's categories, filter values, labels, bike models and catalogue redirects, as the document carries them. */
export async function storeSections(db: Queryable): Promise<DocumentSections> {
  const [categories, filters, labels, models, redirects] = await Promise.all([
    db.query<DocumentCategory & { staging_only: boolean; lists: DocumentCategory['lists'] | null }>(
      `select c.id, c.url_path as path, p.url_path as parent, c.position, c.name, c.description, c.meta_title, c.meta_description, c.meta_keywords,
         c.staging_only, c.lists
       from catalog_categories c left join catalog_categories p on p.id = c.parent_id order by c.level, c.parent_id nulls first, c.position, c.id`,
    ),
    db.query<DocumentFilter>('select attribute, value, label, position from catalog_attribute_values order by attribute, position, value'),
    db.query<DocumentLabel>('select label_group as "group", key, label from catalog_labels order by label_group desc, key collate "C"'),
    db.query<DocumentModel>(
      `select m.sku, m.url_key, m.name, m.product_family as family, m.discipline, m.material, c.url_path as category, m.position, m.subtitle, m.description
       from catalog_bike_models m join catalog_categories c on c.id = m.primary_category_id order by m.position, m.sku`,
    ),
    // Redirects to the catalogue's own pages; those to content pages belong to the content.
    db.query<DocumentRedirect>(
      `select r.url_key as "from", r.redirect_url as "to" from url_rewrites r
       where r.page_status = '301' and exists (select 1 from url_rewrites t where t.url_key = r.redirect_url
         and t.page_type in ('category', 'parent-bike', 'child-bike', 'pac'))
       order by r.url_key`,
    ),
  ]);
  return {
    categories: categories.map(({ staging_only, lists, ...category }) => ({
      ...category,
      ...(staging_only ? { staging_only } : {}),
      ...(lists ? { lists } : {}),
    })),
    filters,
    labels,
    models,
    redirects,
  };
}

export type Action = 'create' | 'update' | 'unchanged';
export interface PlannedItem<T> {
  row: number;
  key: string;
  action: Action;
  item: T;
}
export interface SectionCounts {
  create: number;
  update: number;
  unchanged: number;
  rejected: number;
}

export interface SectionsPlan {
  categories: PlannedItem<DocumentCategory>[];
  filters: PlannedItem<DocumentFilter>[];
  labels: PlannedItem<DocumentLabel>[];
  models: PlannedItem<DocumentModel>[];
  redirects: PlannedItem<DocumentRedirect>[];
  problems: ImportProblem[];
  counts: Record<SectionName, SectionCounts>;
}

/** What the store holds that a document's sections are checked against. */
export interface SectionsContext {
  store: DocumentSections;
  /** Addresses in use (pages, categories, products, redirects). */
  takenUrlKeys: Set<string>;
}

const same = sameValue;
/** The fields an import changes on an item already in the store; the others identify or place it and stay as they are. */
const CHANGEABLE: Record<SectionName, string[]> = {
  categories: ['position', 'name', 'description', 'meta_title', 'meta_description', 'meta_keywords', 'staging_only'],
  filters: ['label', 'position'],
  labels: ['label'],
  models: ['name', 'position', 'subtitle', 'description'],
  redirects: ['to'],
};
const FIXED_WORDS: Record<SectionName, string> = {
  categories: 'an import does not renumber or move a category or change what it lists',
  filters: 'an import does not change it',
  labels: 'an import does not change it',
  models: "an import does not change a model's address, family, discipline, material or category",
  redirects: 'an import does not change it',
};

function compare<T extends object>(
  section: SectionName,
  row: number,
  key: string,
  item: T,
  was: T | undefined,
  problems: ImportProblem[],
): PlannedItem<T> | undefined {
  if (!was) return { row, key, action: 'create', item };
  const given = item as Record<string, unknown>;
  const current = was as Record<string, unknown>;
  const fields = new Set([...Object.keys(given), ...Object.keys(current)]);
  let changed = false;
  let fixed = false;
  for (const field of fields) {
    if (same(given[field] ?? null, current[field] ?? null) || (field === 'staging_only' && !given[field] === !current[field])) continue;
    if (CHANGEABLE[section].includes(field)) changed = true;
    else {
      fixed = true;
      problems.push({
        section,
        row,
        sku: key,
        column: field,
        problem: `${key}'s ${field} is ${JSON.stringify(current[field] ?? null)}; ${FIXED_WORDS[section]}.`,
      });
    }
  }
  if (fixed) return undefined;
  return { row, key, action: changed ? 'update' : 'unchanged', item };
}

/**
 * Checks a document's sections against the store and against each other: what each good item would
 * do, and every problem of the bad ones (with the schema's problems already found, `known`).
 */
export function planSections(sections: DocumentSections, context: SectionsContext, known: ImportProblem[]): SectionsPlan {
  const problems: ImportProblem[] = [...known];
  const bad = (section: SectionName, row: number) => problems.some((p) => p.section === section && p.row === row);
  const plan: SectionsPlan = { categories: [], filters: [], labels: [], models: [], redirects: [], problems, counts: {} as SectionsPlan['counts'] };
  const seen = new Map<string, number>();
  const once = (section: SectionName, row: number, key: string): boolean => {
    const first = seen.get(`${section}:${key}`);
    if (first === undefined) {
      seen.set(`${section}:${key}`, row);
      return true;
    }
    problems.push({
      section,
      row,
      sku: key,
      column: { categories: 'path', filters: 'value', labels: 'key', models: 'sku', redirects: 'from' }[section],
      problem: `${key} appears again: it is item ${first} already.`,
    });
    return false;
  };

  const storeCategories = new Map(context.store.categories.map((c) => [c.path, c]));
  const paths = new Set(storeCategories.keys());
  const ids = new Set(context.store.categories.map((c) => c.id));
  sections.categories.forEach((category, index) => {
    const row = index + 1;
    if (bad('categories', row) || !once('categories', row, category.path)) return;
    const was = storeCategories.get(category.path);
    const problem = (column: string, words: string) => problems.push({ section: 'categories', row, sku: category.path, column, problem: words });
    if (category.parent !== null && !paths.has(category.parent))
      problem('parent', `No category ${category.parent} above it: list the parent before its subcategories.`);
    if (!was && ids.has(category.id)) problem('id', `The category id ${category.id} is taken by another category.`);
    if (bad('categories', row)) return;
    const planned = compare('categories', row, category.path, category, was, problems);
    if (!planned) return;
    plan.categories.push(planned);
    paths.add(category.path);
    ids.add(category.id);
  });

  const storeFilters = new Map(context.store.filters.map((f) => [`${f.attribute}:${f.value}`, f]));
  sections.filters.forEach((filter, index) => {
    const row = index + 1;
    const key = `${filter.attribute}:${filter.value}`;
    if (bad('filters', row) || !once('filters', row, key)) return;
    const planned = compare('filters', row, key, filter, storeFilters.get(key), problems);
    if (planned) plan.filters.push(planned);
  });

  const storeLabels = new Map(context.store.labels.map((l) => [`${l.group}:${l.key}`, l]));
  sections.labels.forEach((label, index) => {
    const row = index + 1;
    const key = `${label.group}:${label.key}`;
    if (bad('labels', row) || !once('labels', row, key)) return;
    const planned = compare('labels', row, key, label, storeLabels.get(key), problems);
    if (planned) plan.labels.push(planned);
  });

  const storeModels = new Map(context.store.models.map((m) => [m.sku, m]));
  sections.models.forEach((model, index) => {
    const row = index + 1;
    if (bad('models', row) || !once('models', row, model.sku)) return;
    const was = storeModels.get(model.sku);
    if (!paths.has(model.category))
      problems.push({ section: 'models', row, sku: model.sku, column: 'category', problem: `Unknown category "${model.category}".` });
    else if (!was && context.takenUrlKeys.has(model.url_key))
      problems.push({ section: 'models', row, sku: model.sku, column: 'url_key', problem: `The address /${model.url_key}/ is already taken by another page.` });
    if (bad('models', row)) return;
    const planned = compare('models', row, model.sku, model, was, problems);
    if (!planned) return;
    plan.models.push(planned);
    if (planned.action === 'create') context.takenUrlKeys.add(model.url_key);
  });

  const storeRedirects = new Map(context.store.redirects.map((r) => [r.from, r]));
  sections.redirects.forEach((redirect, index) => {
    const row = index + 1;
    if (bad('redirects', row) || !once('redirects', row, redirect.from)) return;
    const was = storeRedirects.get(redirect.from);
    if (!was && context.takenUrlKeys.has(redirect.from))
      problems.push({
        section: 'redirects',
        row,
        sku: redirect.from,
        column: 'from',
        problem: `/${redirect.from}/ is a page of its own: a redirect cannot take its address.`,
      });
    if (bad('redirects', row)) return;
    const planned = compare('redirects', row, redirect.from, redirect, was, problems);
    if (planned) plan.redirects.push(planned);
  });

  const items: Record<SectionName, unknown[]> = sections;
  for (const section of SECTIONS) {
    const planned = plan[section] as PlannedItem<unknown>[];
    const count = (action: Action) => planned.filter((p) => p.action === action).length;
    plan.counts[section] = {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      rejected: items[section].length - planned.length,
    };
  }
  return plan;
}
