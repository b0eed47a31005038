import type { Queryable } from '../../db/database.ts';
import type { Catalogue, ProductRecord } from './catalogue-records.ts';
import { refreshSearchWords } from './search-words.ts';

const BATCH = 2000;

function batches<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

/** `colour:signal-red` style values: one GIN-indexed array answers every filter group. */
export function facetValues(product: Pick<ProductRecord, 'facets'>): string[] {
  return Object.entries(product.facets).flatMap(([attribute, values]) => (values ?? []).map((value) => `${attribute}:${value}`));
}

/** One size's stock of a product stocked per size. */
export interface SizeStockRow {
  product_id: number;
  size: string;
  position: number;
  stock_qty: number;
}

/** Writes products in bulk with their stock per size (by default each product's stock shared out over its sizes, as `sizeStock` does). */
export async function insertProducts(
  tx: Queryable,
  products: ProductRecord[],
  sizeRows: SizeStockRow[] = products.flatMap((product) => sizeStock(product).map((size) => ({ product_id: product.id, ...size }))),
) {
  for (const batch of batches(products)) {
    const rows = batch.map(({ facets, special_price, ...product }) => ({ ...product, offer_price: special_price, facet_values: facetValues({ facets }) }));
    await tx.query(
      `insert into catalog_products (id, sku, product_type, name, subtitle, description, url_key, manufacturer, model_sku, tier, discipline, condition,
         primary_category_id, price, offer_price, stock_qty, dispatch_days, image, colours, sizes, specification, translations, geometry, facet_values,
         search_text, created_at)
       select r.id, r.sku, r.product_type, r.name, r.subtitle, r.description, r.url_key, r.manufacturer, r.model_sku, r.tier, r.discipline, r.condition,
         r.primary_category_id, r.price, r.offer_price, r.stock_qty, r.dispatch_days, r.image, r.colours,
         array(select jsonb_array_elements_text(r.sizes)), r.specification, coalesce(r.translations, '{}'), r.geometry, array(select jsonb_array_elements_text(r.facet_values)), r.search_text,
         now() - make_interval(days => r.created_days_ago)
       from jsonb_to_recordset($1::jsonb) as r(id integer, sku text, product_type text, name text, subtitle jsonb, description jsonb, url_key text,
         manufacturer text, model_sku text, tier text, discipline text, condition text, primary_category_id integer, price integer, offer_price integer,
         stock_qty integer, dispatch_days integer, image text, colours jsonb, sizes jsonb, specification jsonb, translations jsonb, geometry jsonb, facet_values jsonb,
         search_text text, created_days_ago integer)`,
      [JSON.stringify(rows)],
    );
  }
  await insertSizeStock(tx, sizeRows);
}

/**
 * Products that come in more than one size are stocked per size (a one-size product has only its own stock).
 * Each size's stock: an even share of the product's stock, the remainder going to the middle
 * sizes first (M, then L, then S…), where most riders are; the shares add up to the product's stock.
 */
export function sizeStock(product: Pick<ProductRecord, 'sizes' | 'stock_qty'>): { size: string; position: number; stock_qty: number }[] {
  const count = product.sizes.length;
  if (count < 2) return [];
  const middle = (count - 1) / 2;
  const byNearness = product.sizes.map((_, index) => index).sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle) || b - a);
  return product.sizes.map((size, index) => ({
    size,
    position: index + 1,
    stock_qty: Math.floor(product.stock_qty / count) + (byNearness.indexOf(index) < product.stock_qty % count ? 1 : 0),
  }));
}

async function insertSizeStock(tx: Queryable, rows: SizeStockRow[]) {
  for (const batch of batches(rows)) {
    await tx.query(
      `insert into catalog_product_sizes (product_id, size, position, stock_qty)
       select * from jsonb_to_recordset($1::jsonb) as r(product_id integer, size text, position integer, stock_qty integer)`,
      [JSON.stringify(batch)],
    );
  }
}

export interface RewriteRow {
  url_key: string;
  page_type: 'category' | 'parent-bike' | 'child-bike' | 'pac';
  target_id: string;
}

/** The addresses of catalogue pages; a lister wins over a content page of the same slug (/sale/, /outlet/ are listers in the spec). */
export async function writeRewrites(tx: Queryable, rows: RewriteRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    await tx.query(
      `insert into url_rewrites (url_key, page_type, target_id)
       select r.url_key, r.page_type, r.target_id from jsonb_to_recordset($1::jsonb) as r(url_key text, page_type text, target_id text)
       on conflict (url_key) do update set page_type = excluded.page_type, target_id = excluded.target_id, redirect_url = null, page_status = null`,
      [JSON.stringify(batch)],
    );
  }
}

async function insertRewrites(tx: Queryable, catalogue: Catalogue) {
  await writeRewrites(tx, [
    ...catalogue.categories.map((c): RewriteRow => ({ url_key: c.url_path, page_type: 'category', target_id: String(c.id) })),
    ...catalogue.models.map((m): RewriteRow => ({ url_key: m.url_key, page_type: 'parent-bike', target_id: m.sku })),
    ...catalogue.products.map((p): RewriteRow => ({ url_key: p.url_key, page_type: p.product_type === 'bundle' ? 'child-bike' : 'pac', target_id: p.sku })),
  ]);
  for (const { from, to } of catalogue.renamed) {
    await tx.query("insert into url_rewrites (url_key, redirect_url, page_status) values ($1, $2, '301') on conflict (url_key) do nothing", [from, to]);
  }
}

/** Writes a whole catalogue in bulk (a few statements per 2,000 rows), inside the caller's transaction. */
export async function loadCatalogue(tx: Queryable, catalogue: Catalogue): Promise<void> {
  await tx.query(
    `insert into catalog_categories (id, url_path, parent_id, level, position, name, description, meta_title, meta_description, meta_keywords, staging_only)
     select id, url_path, parent_id, level, position, name, description, meta_title, meta_description, meta_keywords, coalesce(staging_only, false)
     from jsonb_to_recordset($1::jsonb) as r(id integer, url_path text, parent_id integer, level integer, position integer, name jsonb,
       description jsonb, meta_title jsonb, meta_description jsonb, meta_keywords jsonb, staging_only boolean)
     order by level`,
    [JSON.stringify(catalogue.categories)],
  );
  await tx.query(
    `insert into catalog_bike_models (sku, url_key, name, product_family, discipline, material, subtitle, description, primary_category_id, position)
     select * from jsonb_to_recordset($1::jsonb) as r(sku text, url_key text, name text, product_family text, discipline text, material text,
       subtitle jsonb, description jsonb, primary_category_id integer, position integer)`,
    [JSON.stringify(catalogue.models)],
  );
  await insertProducts(tx, catalogue.products);
  const byId = new Map(catalogue.products.map((product) => [product.id, product]));
  const listerRows = [...catalogue.categoryProducts]
    .sort((a, b) => a.category_id - b.category_id || a.position - b.position)
    .map((row) => {
      const product = byId.get(row.product_id)!;
      return {
        ...row,
        created_days_ago: product.created_days_ago,
        name_sort: product.name.toLowerCase(),
        facet_values: facetValues(product),
      };
    });
  for (const batch of batches(listerRows)) {
    await tx.query(
      `insert into catalog_category_products (category_id, product_id, position, created_at, name_sort, facet_values)
       select r.category_id, r.product_id, r.position, p.created_at, r.name_sort, array(select jsonb_array_elements_text(r.facet_values))
       from jsonb_to_recordset($1::jsonb) as r(category_id integer, product_id integer, position integer, created_days_ago integer,
         name_sort text, facet_values jsonb)
       join catalog_products p on p.id = r.product_id`,
      [JSON.stringify(batch)],
    );
  }
  await tx.query(
    `insert into catalog_attribute_values (attribute, value, label, position)
     select * from jsonb_to_recordset($1::jsonb) as r(attribute text, value text, label jsonb, position integer)`,
    [JSON.stringify(catalogue.attributeValues)],
  );
  await insertRewrites(tx, catalogue);
  await refreshSearchWords(tx);
}
