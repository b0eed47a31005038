import { toMajor } from '../../../domain/money.ts';
import { flag, moment, pence, wholeNumber } from '../../lib/form-values.ts';
import { type Queryable, queryOne } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { choiceFilter, pageWindow, readTableQuery, type TablePage, type TableQuery, textFilter } from '../staff/table-query.ts';
import { changeCatalogueVersion } from './catalogue-version.ts';

/** A product as staff see and change it; money in pence, moments as ISO strings. */
export interface ProductForStaff {
  sku: string;
  name: string;
  product_type: 'bundle' | 'simple';
  url_key: string;
  model_sku: string | null;
  tier: string | null;
  price: number;
  /** The special price as set, with the moments it runs between (null: open-ended). */
  offer: { price: number; from: string | null; to: string | null } | null;
  /** The special price in force now, if any; what the shop charges is this or the price. */
  special_price: number | null;
  final_price: number;
  stock_qty: number;
  /** Stock of each size in the product's size order; empty for products not sold in sizes. */
  sizes: { size: string; stock_qty: number }[];
  dispatch_days: number;
  visible: boolean;
}

/** A change to one product; what is left out stays as it is. */
export interface ProductEdit {
  price?: number;
  /** null removes the special price. */
  offer?: { price: number; from: string | null; to: string | null } | null;
  /** For products not sold in sizes. */
  stock_qty?: number;
  /** For products sold in sizes: the new stock of the sizes named. */
  sizes?: Record<string, number>;
  dispatch_days?: number;
  visible?: boolean;
  /** A catalogue import may rename a product and move it to another category (its lister row moves with it). */
  name?: string;
  category_id?: number;
}

/** Who makes a change and where it is written down: every change leaves its before and after. */
export interface CatalogueChangeRecord {
  action: string;
  entity: 'product' | 'category';
  entityId: string;
  before: unknown;
  after: unknown;
}
export type RecordCatalogueChange = (tx: Queryable, change: CatalogueChangeRecord) => Promise<void>;

export const MAX_PRICE_PENCE = 100_000_00;
export const MAX_STOCK = 100_000;
export const MAX_DISPATCH_DAYS = 120;

/** The columns of a product as staff see it, `p` being catalog_products. */
export const STAFF_COLUMNS = `p.sku, p.name, p.product_type, p.url_key, p.model_sku, p.tier, p.price, p.offer_price, p.offer_from, p.offer_to,
  p.special_price, p.final_price, p.stock_qty, p.dispatch_days, p.visible,
  coalesce((select jsonb_agg(jsonb_build_object('size', s.size, 'stock_qty', s.stock_qty) order by s.position)
    from catalog_product_sizes s where s.product_id = p.id), '[]') as sizes`;

export interface StaffRow extends Omit<ProductForStaff, 'offer'> {
  offer_price: number | null;
  offer_from: Date | null;
  offer_to: Date | null;
}

export function toStaff({ offer_price, offer_from, offer_to, ...row }: StaffRow): ProductForStaff {
  return {
    ...row,
    offer: offer_price === null ? null : { price: offer_price, from: offer_from?.toISOString() ?? null, to: offer_to?.toISOString() ?? null },
  };
}

/** One product as staff see it (hidden ones too), or undefined. */
export async function productForStaff(db: Queryable, sku: string): Promise<ProductForStaff | undefined> {
  const row = await queryOne<StaffRow>(db, `select ${STAFF_COLUMNS} from catalog_products p where p.sku = $1`, [sku]);
  return row && toStaff(row);
}

export const PRODUCT_SORTS = ['sku', 'name', 'price', 'stock'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductSearch extends TableQuery<ProductSort> {
  /** Words of the sku or name; empty lists every product. */
  q: string;
  /** Only hidden or only visible products. */
  visible?: boolean;
}

/** The product search of a request's query: `q`, `visible`, and the data table's `page`, `pageSize`, `sort`, `dir`. */
export function productSearchOf(query: URLSearchParams): ProductSearch {
  const visible = choiceFilter(query, 'visible', ['true', 'false'] as const);
  return {
    ...readTableQuery(query, { sorts: PRODUCT_SORTS, sort: 'sku', dir: 'asc', pageSize: 25 }),
    q: textFilter(query, 'q', 100) ?? '',
    ...(visible ? { visible: visible === 'true' } : {}),
  };
}

const SORT_COLUMNS: Record<ProductSort, string> = { sku: 'p.sku', name: 'lower(p.name)', price: 'p.final_price', stock: 'p.stock_qty' };

/** Products whose sku or name contains every word of `q` (any case), a page at a time, sorted on the server. */
export async function searchProductsForStaff(db: Queryable, search: ProductSearch): Promise<TablePage<ProductForStaff>> {
  const words = search.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const params: unknown[] = [words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)];
  let where = '(select bool_and(lower(p.sku) like w or lower(p.name) like w) from unnest($1::text[]) as w) is not false';
  if (search.visible !== undefined) where += ` and p.visible = $${params.push(search.visible)}`;
  const total = await queryOne<{ n: number }>(db, `select count(*)::integer as n from catalog_products p where ${where}`, params);
  const { limit, offset } = pageWindow(search);
  const rows = await db.query<StaffRow>(
    `select ${STAFF_COLUMNS} from catalog_products p where ${where}
     order by ${SORT_COLUMNS[search.sort]} ${search.dir === 'desc' ? 'desc' : 'asc'}, p.sku limit ${limit} offset ${offset}`,
    params,
  );
  return { rows: rows.map(toStaff), total: total?.n ?? 0, page: search.page, pageSize: search.pageSize };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const EDIT_FIELDS = ['price', 'specialPrice', 'specialFrom', 'specialTo', 'stockQty', 'size', 'sizes', 'dispatchDays', 'visible'];

/**
 * The change a staff member asked for, as the HTTP call (or a back-office form) sends it, flat:
 * `price` and `specialPrice` in pounds (`specialPrice: null` removes it) with `specialFrom` and
 * `specialTo` as dates or moments (left out: open-ended); `stockQty` (with `size`, that size's
 * stock) or `sizes: {"m": 4}`; `dispatchDays`; `visible`.
 */
export function productEditFrom(body: unknown): ProductEdit {
  if (!isObject(body)) throw invalid('Send a JSON object with the fields to change.');
  const unknown = Object.keys(body).filter((key) => !EDIT_FIELDS.includes(key));
  if (unknown.length) throw invalid(`Unknown field "${unknown[0]?.slice(0, 40)}": a product change takes ${EDIT_FIELDS.join(', ')}.`, unknown[0]?.slice(0, 40));
  if (!Object.keys(body).length) throw invalid(`Nothing to change: send at least one of ${EDIT_FIELDS.join(', ')}.`);
  const edit: ProductEdit = {};
  if ('price' in body) edit.price = pence(body['price'], 'price', MAX_PRICE_PENCE);
  if ('specialPrice' in body) {
    if (body['specialPrice'] === null) {
      if ('specialFrom' in body || 'specialTo' in body)
        throw invalid('A removed special price takes no dates: leave out "specialFrom" and "specialTo".', 'specialFrom');
      edit.offer = null;
    } else {
      edit.offer = {
        price: pence(body['specialPrice'], 'specialPrice', MAX_PRICE_PENCE),
        from: moment(body['specialFrom'], 'specialFrom'),
        to: moment(body['specialTo'], 'specialTo'),
      };
      if (edit.offer.to && edit.offer.to <= new Date().toISOString() && !edit.offer.from)
        throw invalid('"specialTo" is in the past: the special price would never run.', 'specialTo');
      if (edit.offer.from && edit.offer.to && edit.offer.from >= edit.offer.to) throw invalid('"specialTo" must be after "specialFrom".', 'specialTo');
    }
  } else if ('specialFrom' in body || 'specialTo' in body) {
    throw invalid('Send "specialPrice" with its dates (the dates belong to a special price).', 'specialPrice');
  }
  if ('size' in body) {
    const size = body['size'];
    if (typeof size !== 'string' || !size.trim()) throw invalid('"size" must name one of the product\'s sizes, like "m".', 'size');
    if (!('stockQty' in body)) throw invalid('Send "stockQty" with "size": the stock of that size.', 'stockQty');
    if ('sizes' in body) throw invalid('Send either "size" with "stockQty", or "sizes", not both.', 'sizes');
    edit.sizes = { [size.trim()]: wholeNumber(body['stockQty'], 'stockQty', MAX_STOCK) };
  } else if ('stockQty' in body) edit.stock_qty = wholeNumber(body['stockQty'], 'stockQty', MAX_STOCK);
  if ('sizes' in body) {
    const sizes = body['sizes'];
    if (!isObject(sizes) || !Object.keys(sizes).length)
      throw invalid('"sizes" must name the sizes to change with their stock, like {"m": 4, "l": 0}.', 'sizes');
    edit.sizes = Object.fromEntries(Object.entries(sizes).map(([size, qty]) => [size, wholeNumber(qty, `sizes.${size.slice(0, 20)}`, MAX_STOCK)]));
  }
  if ('dispatchDays' in body) edit.dispatch_days = wholeNumber(body['dispatchDays'], 'dispatchDays', MAX_DISPATCH_DAYS);
  if ('visible' in body) edit.visible = flag(body['visible'], 'visible', 'true (shown in the shop) or false (hidden)');
  return edit;
}

/** The checks that need the product as it is: sizes it comes in, a special price below the price. */
export function checkAgainst(product: ProductForStaff, edit: ProductEdit): void {
  const sizeNames = product.sizes.map((s) => s.size);
  if (edit.stock_qty !== undefined && sizeNames.length)
    throw invalid(`${product.sku} is stocked per size (${sizeNames.join(', ')}): send "sizes", like {"${sizeNames[0]}": 4}.`, 'stockQty');
  if (edit.sizes) {
    if (!sizeNames.length) throw invalid(`${product.sku} is not sold in sizes: send "stockQty".`, 'sizes');
    const unknown = Object.keys(edit.sizes).find((size) => !sizeNames.includes(size));
    if (unknown !== undefined) throw invalid(`${product.sku} does not come in size "${unknown.slice(0, 20)}"; its sizes are ${sizeNames.join(', ')}.`, 'sizes');
  }
  const price = edit.price ?? product.price;
  const offer = edit.offer === undefined ? product.offer : edit.offer;
  if (offer && offer.price >= price)
    throw invalid(
      `The special price (£${toMajor(offer.price).toFixed(2)}) must be below the price (£${toMajor(price).toFixed(2)}).`,
      edit.offer ? 'specialPrice' : 'price',
    );
}

/**
 * Writes a change to one product inside the caller's transaction (the row is locked), checked
 * against the product as it is; answers the product before and after. The caller raises the
 * catalogue's version and records the change (once per edit, or once per import).
 */
export async function applyProductEdit(tx: Queryable, sku: string, edit: ProductEdit): Promise<{ before: ProductForStaff; after: ProductForStaff }> {
  const locked = await queryOne<{ id: number; primary_category_id: number }>(
    tx,
    'select id, primary_category_id from catalog_products where sku = $1 for update',
    [sku],
  );
  if (!locked) throw new DomainError('not_found', `No product with sku "${sku.slice(0, 64)}".`);
  const before = (await productForStaff(tx, sku))!;
  checkAgainst(before, edit);
  const sets: string[] = [];
  const params: unknown[] = [locked.id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (edit.price !== undefined) set('price', edit.price);
  if (edit.offer !== undefined) {
    set('offer_price', edit.offer?.price ?? null);
    set('offer_from', edit.offer?.from ?? null);
    set('offer_to', edit.offer?.to ?? null);
  }
  if (edit.stock_qty !== undefined) set('stock_qty', edit.stock_qty);
  if (edit.dispatch_days !== undefined) set('dispatch_days', edit.dispatch_days);
  if (edit.visible !== undefined) set('visible', edit.visible);
  if (edit.name !== undefined) set('name', edit.name);
  const moved = edit.category_id !== undefined && edit.category_id !== locked.primary_category_id;
  if (moved) set('primary_category_id', edit.category_id);
  if (edit.sizes) {
    for (const [size, qty] of Object.entries(edit.sizes))
      await tx.query('update catalog_product_sizes set stock_qty = $3 where product_id = $1 and size = $2', [locked.id, size, qty]);
    sets.push('stock_qty = (select coalesce(sum(s.stock_qty), 0) from catalog_product_sizes s where s.product_id = $1)');
  }
  if (sets.length) await tx.query(`update catalog_products set ${sets.join(', ')} where id = $1`, params);
  // The lister rows copy the name and follow the category, from the product as written.
  if (edit.name !== undefined) await tx.query('update catalog_category_products set name_sort = lower($2) where product_id = $1', [locked.id, edit.name]);
  if (moved) await moveListerRow(tx, locked.id, locked.primary_category_id, edit.category_id!);
  return { before, after: (await productForStaff(tx, sku))! };
}

/** A product moved to another category leaves its old category's lister and joins the end of the new one's. */
async function moveListerRow(tx: Queryable, productId: number, from: number, to: number): Promise<void> {
  await tx.query('delete from catalog_category_products where product_id = $1 and category_id = $2', [productId, from]);
  await tx.query(
    `insert into catalog_category_products (category_id, product_id, position, created_at, name_sort, facet_values)
     select $2, p.id, coalesce((select max(position) + 1 from catalog_category_products where category_id = $2), 0), p.created_at, lower(p.name), p.facet_values
     from catalog_products p where p.id = $1
     on conflict (category_id, product_id) do nothing`,
    [productId, to],
  );
}

/**
 * Changes one product inside the caller's transaction: validated against the product as it is,
 * written, the catalogue's version raised so every process shows it on its next request, and
 * the change recorded with its before and after. Answers the product as it is now.
 */
export async function editProduct(tx: Queryable, sku: string, edit: ProductEdit, record: RecordCatalogueChange): Promise<ProductForStaff> {
  const { before, after } = await applyProductEdit(tx, sku, edit);
  await changeCatalogueVersion(tx);
  await record(tx, { action: 'product.update', entity: 'product', entityId: sku, before, after });
  return after;
}
