import type { Queryable } from '../../db/database.ts';
import { type ListerScope, PRICE_BUCKETS } from './lister-selection.ts';
import { catalogueVersion, versionedCache } from './catalogue-version.ts';
import { searchMatch } from './search-plan.ts';

/** One product as a lister sees it: order, price (pence) and its price filter's value id, arrival, name and its filter values as ids. */
export interface ListerRow {
  productId: number;
  position: number;
  price: number;
  bucket: number;
  created: number;
  name: string;
  values: Uint16Array;
}

/** A row whose price changes at a moment: a special price that starts or ends (epoch ms; null: open). */
export interface DatedPrice {
  row: ListerRow;
  price: number;
  offerPrice: number;
  from: number | null;
  to: number | null;
}

/** The candidate products of a lister scope; facet values are interned to small integers. */
export interface ListerIndex {
  rows: ListerRow[];
  /** Rows with a dated special price, re-priced in the process when one starts or ends. */
  dated: DatedPrice[];
  /** When the next of those starts or ends (epoch ms). */
  nextChange: number;
}

/** 'colour:signal-red' ↔ id, shared by every index of the process. */
const valueIds = new Map<string, number>();
export const VALUE_NAMES: string[] = [];
/** The filter group of each value id ('colour' for 'colour:signal-red'). */
export const VALUE_GROUPS: string[] = [];

export function valueId(value: string): number {
  let id = valueIds.get(value);
  if (id === undefined) {
    id = VALUE_NAMES.length;
    VALUE_NAMES.push(value);
    VALUE_GROUPS.push(value.slice(0, value.indexOf(':')));
    valueIds.set(value, id);
  }
  return id;
}

export function knownValueId(value: string): number | undefined {
  return valueIds.get(value);
}

const bucketIds: number[] = [];

/** The value id of the price filter bucket a price (pence) falls in, `price:500_1000`. */
export function priceBucketId(pence: number): number {
  let lower = 0;
  for (const [index, upper] of PRICE_BUCKETS.entries()) {
    if (pence < upper * 100) {
      bucketIds[index] ??= valueId(`price:${lower}_${upper}`);
      return bucketIds[index]!;
    }
    lower = upper;
  }
  bucketIds[PRICE_BUCKETS.length] ??= valueId(`price:${lower}_999999`);
  return bucketIds[PRICE_BUCKETS.length]!;
}

interface RowData {
  product_id: number;
  position: number;
  created: number;
  name_sort: string;
  /** The filter values joined by FACET_SEPARATOR: read as one text, as a text[] would be parsed value by value. */
  facet_values: string;
  /** The price, and a special price with its start and end (epoch ms), when there is one. */
  price: number;
  offer_price: number | null;
  offer_from: number | null;
  offer_to: number | null;
}

/**
 * The price charged at `now`: the special price between its dates, as the database's
 * `final_price(p)` reads it. The lister reads the columns rather than the function so that its
 * read of a category's products stays within their index (catalog_products_lister).
 */
function priceAt(dated: Omit<DatedPrice, 'row'>, now: number): number {
  return (dated.from === null || dated.from <= now) && (dated.to === null || dated.to > now) ? dated.offerPrice : dated.price;
}

function nextChange(dated: DatedPrice[], now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const { from, to } of dated) {
    if (from !== null && from > now && from < next) next = from;
    if (to !== null && to > now && to < next) next = to;
  }
  return next;
}

function toIndex(rows: RowData[], now = Date.now()): ListerIndex {
  const dated: DatedPrice[] = [];
  const listerRows = rows.map((data) => {
    const offer = data.offer_price === null ? undefined : { price: data.price, offerPrice: data.offer_price, from: data.offer_from, to: data.offer_to };
    const price = offer ? priceAt(offer, now) : data.price;
    const row: ListerRow = {
      productId: data.product_id,
      position: Number(data.position),
      price,
      bucket: priceBucketId(price),
      created: Number(data.created),
      name: data.name_sort,
      values: data.facet_values ? Uint16Array.from(data.facet_values.split(FACET_SEPARATOR), valueId) : new Uint16Array(0),
    };
    if (offer && (offer.from !== null || offer.to !== null)) dated.push({ row, ...offer });
    return row;
  });
  return { rows: listerRows, dated, nextChange: nextChange(dated, now) };
}

/**
 * Brings the prices of a kept index up to `now`: when a special price has started or ended
 * since it was read, its rows are re-priced in the process (no read of the category again).
 */
export function repriced(index: ListerIndex, now = Date.now()): ListerIndex {
  if (now < index.nextChange) return index;
  for (const dated of index.dated) {
    dated.row.price = priceAt(dated, now);
    dated.row.bucket = priceBucketId(dated.row.price);
  }
  index.nextChange = nextChange(index.dated, now);
  return index;
}

/** Joins a row's filter values (a control character, in no value). */
const FACET_SEPARATOR = '\x1f';
const FACET_TEXT = (alias: string) => `array_to_string(${alias}.facet_values, E'\\x1f') as facet_values`;

/** A product's price and special price (dates as epoch ms): what priceAt reads. */
const PRICE_COLUMNS = `p.price, p.offer_price, (extract(epoch from p.offer_from) * 1000)::float8 as offer_from,
  (extract(epoch from p.offer_to) * 1000)::float8 as offer_to`;

const categoryCache = versionedCache<number, ListerIndex>();

/**
 * The lister rows of a visible category's products (read in position order through the
 * (category_id, position) index), kept per database while the catalogue's version stays the
 * same (a special price starting or ending re-prices them in place); or the products
 * matching a search, read each time.
 */
export async function listerIndex(db: Queryable, scope: ListerScope, version?: string): Promise<ListerIndex> {
  if (scope.kind === 'search') {
    const match = searchMatch(scope.plan, 1);
    const rows = await db.query<RowData>(
      `select p.id as product_id, -${match.rank} as position, ${PRICE_COLUMNS}, (extract(epoch from p.created_at) * 1000)::float8 as created,
         lower(p.name) as name_sort, ${FACET_TEXT('p')}
       from ${match.from} where ${match.where}`,
      [scope.plan.query],
    );
    return toIndex(rows);
  }
  const { categoryId } = scope;
  const index = await categoryCache.get(db, version ?? (await catalogueVersion(db)), categoryId, () => readCategory(db, categoryId));
  return repriced(index);
}

async function readCategory(db: Queryable, categoryId: number): Promise<ListerIndex> {
  const rows = await db.query<RowData>(
    `select cp.product_id, cp.position, ${PRICE_COLUMNS}, (extract(epoch from cp.created_at) * 1000)::float8 as created, cp.name_sort, ${FACET_TEXT('cp')}
     from catalog_category_products cp join catalog_products p on p.id = cp.product_id
     where cp.category_id = $1 and p.visible order by cp.position`,
    [categoryId],
  );
  return toIndex(rows);
}

/**
 * Reads every category's lister rows into the process, one after another: a process does
 * this before it takes requests, so no shopper's first visit to a category waits for the
 * cold read (about 0.7 s for a large category of a 50,000-product catalogue).
 */
export async function warmListerIndexes(db: Queryable): Promise<number> {
  const version = await catalogueVersion(db);
  const categories = await db.query<{ id: number }>('select id from catalog_categories order by id');
  for (const { id } of categories) await categoryCache.get(db, version, id, () => readCategory(db, id));
  return categories.length;
}

/** Forgets the kept category rows of a database (a benchmark's cold read). */
export function forgetListerIndexes(db: Queryable): void {
  categoryCache.forget(db);
}
