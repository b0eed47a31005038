import type { StudioCategoryEditRequest } from '../../../schemas/generated/index.ts';
import { type Queryable, queryOne } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import type { RecordCatalogueChange } from './catalogue-edits.ts';
import type { Localised } from './catalogue-records.ts';
import { changeCatalogueVersion } from './catalogue-version.ts';

/** A category as staff see and change it: its copy in both languages (missing keys: not written yet). */
export interface CategoryForStaff {
  id: number;
  url_path: string;
  level: number;
  name: Localised;
  /** The text under the lister's heading. */
  description: Partial<Localised>;
  meta_title: Partial<Localised>;
  meta_description: Partial<Localised>;
  /** Listed on the staging site only (spec section 3). */
  staging_only: boolean;
  product_count: number;
}

const STAFF_COLUMNS = `c.id, c.url_path, c.level, c.name, c.description, c.meta_title, c.meta_description, c.staging_only,
  (select count(*)::integer from catalog_category_products cp where cp.category_id = c.id) as product_count`;

/** Every category in tree order (`bikes`, `bikes/electric`, …). */
export function categoriesForStaff(db: Queryable): Promise<CategoryForStaff[]> {
  return db.query<CategoryForStaff>(`select ${STAFF_COLUMNS} from catalog_categories c order by c.url_path`);
}

export function categoryForStaff(db: Queryable, id: number): Promise<CategoryForStaff | undefined> {
  return queryOne<CategoryForStaff>(db, `select ${STAFF_COLUMNS} from catalog_categories c where c.id = $1`, [id]);
}

/** The request's field → the column and language it writes. */
const FIELDS: Record<keyof StudioCategoryEditRequest, [column: 'name' | 'description' | 'meta_title' | 'meta_description', language: keyof Localised]> = {
  nameEn: ['name', 'en'],
  nameDe: ['name', 'de'],
  introEn: ['description', 'en'],
  introDe: ['description', 'de'],
  metaTitleEn: ['meta_title', 'en'],
  metaTitleDe: ['meta_title', 'de'],
  metaDescriptionEn: ['meta_description', 'en'],
  metaDescriptionDe: ['meta_description', 'de'],
};

/**
 * Changes a category's copy inside the caller's transaction: an empty text removes that language's
 * copy (the lister then shows no intro, the page title falls back to the name). The catalogue's
 * version rises, so every process's listers show it on their next request, and the change is recorded.
 */
export async function editCategory(tx: Queryable, id: number, edit: StudioCategoryEditRequest, record: RecordCatalogueChange): Promise<CategoryForStaff> {
  const locked = await queryOne<{ id: number }>(tx, 'select id from catalog_categories where id = $1 for update', [id]);
  if (!locked) throw new DomainError('not_found', `No category with id ${id}.`);
  const before = (await categoryForStaff(tx, id))!;
  const params: unknown[] = [id];
  const sets = new Map<string, string>();
  for (const [field, value] of Object.entries(edit) as [keyof StudioCategoryEditRequest, string | undefined][]) {
    if (value === undefined) continue;
    const [column, language] = FIELDS[field];
    const text = value.trim();
    if (column === 'name' && !text) throw new DomainError('invalid_data', `"${field}" is the lister's heading: it cannot be empty.`, field);
    const current = sets.get(column) ?? column;
    sets.set(column, text ? `jsonb_set(${current}, '{${language}}', to_jsonb($${params.push(text)}::text))` : `(${current} - '${language}')`);
  }
  await tx.query(`update catalog_categories set ${[...sets].map(([column, expression]) => `${column} = ${expression}`).join(', ')} where id = $1`, params);
  await changeCatalogueVersion(tx);
  const after = (await categoryForStaff(tx, id))!;
  await record(tx, { action: 'category.update', entity: 'category', entityId: String(id), before, after });
  return after;
}
