import type { Queryable } from '../../db/database.ts';
import { manufacturerCode } from './attribute-codes.ts';
import { applyProductEdit } from './catalogue-edits.ts';
import type { ContentEdit, PlannedRow } from './catalogue-import-plan.ts';
import { FACET_ATTRIBUTES, type FacetAttribute, type ProductRecord } from './catalogue-records.ts';
import { type ListerCategory, listersOf } from './lister-rules.ts';
import { facetValues, insertProducts, type RewriteRow, type SizeStockRow, writeRewrites } from './load-catalogue.ts';

type NewProduct = Extract<PlannedRow, { action: 'create' }>;

const FAST_DISPATCH_DAYS = 3;
const NO_TEXT = { en: '', de: '' };

/** A new product's filter values: those it names itself, and those that follow from its colours, sizes, condition, discipline, maker and delivery. */
function facetsOf({ entry, content }: NewProduct): ProductRecord['facets'] {
  const derived: Partial<Record<FacetAttribute, string[]>> = {
    colour: (content?.colours ?? []).map((c) => c.code),
    by_size: entry.sizes.map((s) => s.size),
    condition: [entry.condition],
    discipline: content?.discipline ? [content.discipline] : [],
    manufacturer: [manufacturerCode(entry.manufacturer)],
    fast_delivery: entry.stock > 0 && entry.dispatch_days <= FAST_DISPATCH_DAYS ? ['yes'] : [],
  };
  const given = (content?.filters ?? {}) as Partial<Record<FacetAttribute, string[]>>;
  return Object.fromEntries(FACET_ATTRIBUTES.map((attribute) => [attribute, derived[attribute] ?? given[attribute] ?? []]));
}

export function productRecord(id: number, row: NewProduct, categoryId: number, categoryName: string): ProductRecord {
  const { entry, urlKey, content } = row;
  return {
    id,
    sku: entry.sku,
    product_type: entry.type === 'bike' ? 'bundle' : 'simple',
    name: entry.name,
    subtitle: content?.subtitle ?? NO_TEXT,
    description: content?.description ?? NO_TEXT,
    url_key: urlKey,
    manufacturer: entry.manufacturer,
    model_sku: entry.model_sku,
    tier: entry.tier as ProductRecord['tier'],
    discipline: content?.discipline ?? null,
    condition: entry.condition,
    primary_category_id: categoryId,
    price: entry.price,
    special_price: entry.offer?.price ?? null,
    stock_qty: entry.stock,
    dispatch_days: entry.dispatch_days,
    image: content?.image ?? null,
    colours: content?.colours ?? [],
    sizes: entry.sizes.map((s) => s.size),
    specification: content?.specification ?? {},
    translations: content?.translations ?? {},
    geometry: content?.geometry ?? {},
    facets: facetsOf(row),
    search_text: content?.search_text ?? `${entry.manufacturer} ${categoryName}`,
    created_days_ago: content?.age_days ?? 0,
  };
}

/**
 * Adds new products in bulk: the products with their stock per size, special price dates and
 * visibility, a lister row at the end of their own category and of each category whose rule they
 * meet (`lister-rules.ts`), and their address.
 */
async function createProducts(tx: Queryable, rows: NewProduct[]): Promise<void> {
  const categories = await tx.query<ListerCategory & { url_path: string; name: { en: string } }>(
    'select id, parent_id, url_path, name, lists from catalog_categories order by level, parent_id nulls first, position, id',
  );
  const byPath = new Map(categories.map((c) => [c.url_path, c]));
  const first = (await tx.query<{ next: number }>('select coalesce(max(id), 0) + 1 as next from catalog_products'))[0]!.next;
  const records = rows.map((row, index) => {
    const category = byPath.get(row.entry.category)!;
    return productRecord(first + index, row, category.id, category.name.en);
  });
  const sizeRows: SizeStockRow[] = rows.flatMap((row, index) =>
    row.entry.sizes.length > 1 ? row.entry.sizes.map((s, i) => ({ product_id: first + index, size: s.size, position: i + 1, stock_qty: s.stock })) : [],
  );
  await insertProducts(tx, records, sizeRows);
  const settings = rows
    .map((row, index) => ({ id: first + index, from: row.entry.offer?.from ?? null, to: row.entry.offer?.to ?? null, visible: row.entry.visible }))
    .filter((s) => s.from || s.to || !s.visible);
  if (settings.length)
    await tx.query(
      `update catalog_products p set offer_from = r.from, offer_to = r.to, visible = r.visible
       from jsonb_to_recordset($1::jsonb) as r(id integer, "from" timestamptz, "to" timestamptz, visible boolean) where p.id = r.id`,
      [JSON.stringify(settings)],
    );
  const listerRows = records.flatMap((record) =>
    listersOf(record, categories).map((category_id) => ({
      category_id,
      product_id: record.id,
      name_sort: record.name.toLowerCase(),
      facet_values: facetValues(record),
    })),
  );
  await tx.query(
    `insert into catalog_category_products (category_id, product_id, position, created_at, name_sort, facet_values)
     select r.category_id, r.product_id,
       coalesce((select max(position) from catalog_category_products c where c.category_id = r.category_id), -1)
         + row_number() over (partition by r.category_id order by r.product_id),
       p.created_at, r.name_sort, array(select jsonb_array_elements_text(r.facet_values))
     from jsonb_to_recordset($1::jsonb) as r(category_id integer, product_id integer, name_sort text, facet_values jsonb)
     join catalog_products p on p.id = r.product_id`,
    [JSON.stringify(listerRows)],
  );
  await writeRewrites(
    tx,
    records.map(
      (record): RewriteRow => ({ url_key: record.url_key, page_type: record.product_type === 'bundle' ? 'child-bike' : 'pac', target_id: record.sku }),
    ),
  );
}

async function applyContentEdit(tx: Queryable, sku: string, edit: ContentEdit): Promise<void> {
  await tx.query(
    `update catalog_products set subtitle = coalesce($2, subtitle), description = coalesce($3, description), image = case when $4 then $5 else image end,
       specification = coalesce($6, specification), geometry = coalesce($7, geometry), search_text = coalesce($8, search_text),
       translations = coalesce($9, translations) where sku = $1`,
    [
      sku,
      edit.subtitle ?? null,
      edit.description ?? null,
      'image' in edit,
      edit.image ?? null,
      edit.specification ?? null,
      edit.geometry ?? null,
      edit.search_text ?? null,
      edit.translations ?? null,
    ],
  );
}

/** Writes a batch of an import's good rows inside the caller's transaction; unchanged rows are left alone. */
export async function applyPlannedRows(tx: Queryable, rows: PlannedRow[]): Promise<void> {
  for (const row of rows) {
    if (row.action !== 'update') continue;
    if (Object.keys(row.edit).length) await applyProductEdit(tx, row.sku, row.edit);
    if (row.content) await applyContentEdit(tx, row.sku, row.content);
  }
  const created = rows.filter((row): row is NewProduct => row.action === 'create');
  if (created.length) await createProducts(tx, created);
}
