import { manufacturerCode } from '../../../fixtures/catalog/attributes.ts';
import type { Queryable } from '../../db/database.ts';
import { applyProductEdit } from './catalogue-edits.ts';
import type { PlannedRow } from './catalogue-import-plan.ts';
import type { ProductRecord } from './catalogue-records.ts';
import { facetValues, insertProducts, type SizeStockRow } from './load-catalogue.ts';

type NewProduct = Extract<PlannedRow, { action: 'create' }>;

const FAST_DISPATCH_DAYS = 3;
const NO_TEXT = { en: '', de: '' };

function productRecord(id: number, { entry, categoryId, urlKey }: NewProduct, categoryName: string): ProductRecord {
  return {
    id,
    sku: entry.sku,
    product_type: 'simple',
    name: entry.name,
    subtitle: NO_TEXT,
    description: NO_TEXT,
    url_key: urlKey,
    manufacturer: entry.manufacturer,
    model_sku: null,
    tier: null,
    discipline: null,
    condition: entry.condition,
    primary_category_id: categoryId,
    price: entry.price,
    special_price: entry.offer?.price ?? null,
    stock_qty: entry.stock,
    dispatch_days: entry.dispatch_days,
    image: null,
    colours: [],
    sizes: entry.sizes.map((s) => s.size),
    specification: {},
    geometry: {},
    facets: {
      by_size: entry.sizes.map((s) => s.size),
      condition: [entry.condition],
      manufacturer: [manufacturerCode(entry.manufacturer)],
      fast_delivery: entry.stock > 0 && entry.dispatch_days <= FAST_DISPATCH_DAYS ? ['yes'] : [],
    },
    search_text: `${entry.manufacturer} ${categoryName}`,
    created_days_ago: 0,
  };
}

/**
 * Adds new parts in bulk: the products with their stock per size, special price dates and
 * visibility, a lister row at the end of their category and of each category above it, and their address.
 */
async function createProducts(tx: Queryable, rows: NewProduct[]): Promise<void> {
  const categories = await tx.query<{ id: number; parent_id: number | null; name: { en: string } }>('select id, parent_id, name from catalog_categories');
  const byId = new Map(categories.map((c) => [c.id, c]));
  const first = (await tx.query<{ next: number }>('select coalesce(max(id), 0) + 1 as next from catalog_products'))[0]!.next;
  const records = rows.map((row, index) => productRecord(first + index, row, byId.get(row.categoryId)?.name.en ?? ''));
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
  const listerRows = records.flatMap((record) => {
    const ids: number[] = [];
    for (let c = byId.get(record.primary_category_id); c; c = c.parent_id === null ? undefined : byId.get(c.parent_id)) ids.push(c.id);
    return ids.map((category_id) => ({ category_id, product_id: record.id, name_sort: record.name.toLowerCase(), facet_values: facetValues(record) }));
  });
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
  await tx.query(
    `insert into url_rewrites (url_key, page_type, target_id)
     select r.url_key, 'pac', r.sku from jsonb_to_recordset($1::jsonb) as r(url_key text, sku text)`,
    [JSON.stringify(rows.map((row) => ({ url_key: row.urlKey, sku: row.entry.sku })))],
  );
}

/** Writes a batch of an import's good rows inside the caller's transaction; unchanged rows are left alone. */
export async function applyPlannedRows(tx: Queryable, rows: PlannedRow[]): Promise<void> {
  for (const row of rows) if (row.action === 'update') await applyProductEdit(tx, row.sku, row.edit);
  const created = rows.filter((row): row is NewProduct => row.action === 'create');
  if (created.length) await createProducts(tx, created);
}
