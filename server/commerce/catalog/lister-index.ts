import type { Queryable } from '../../db/database.ts';
import type { ListerScope } from './lister-selection.ts';
import { prefixQuery } from './lister-sql.ts';

/** One product as a lister sees it: order, price (pence), arrival, name and its filter values as ids. */
export interface ListerRow {
  productId: number;
  position: number;
  price: number;
  created: number;
  name: string;
  values: Uint16Array;
}

/** The candidate products of a lister scope; facet values are interned to small integers. */
export interface ListerIndex {
  rows: ListerRow[];
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

interface RowData {
  product_id: number;
  position: number;
  final_price: number;
  created: number;
  name_sort: string;
  facet_values: string[];
}

function toIndex(rows: RowData[]): ListerIndex {
  return {
    rows: rows.map((row) => ({
      productId: row.product_id,
      position: Number(row.position),
      price: row.final_price,
      created: Number(row.created),
      name: row.name_sort,
      values: Uint16Array.from(row.facet_values, valueId),
    })),
  };
}

/** Category indexes live a minute: the catalogue changes by import, not by the second. */
const CATEGORY_TTL_MS = 60_000;
const categoryCache = new WeakMap<Queryable, Map<number, { at: number; index: Promise<ListerIndex> }>>();

/**
 * The lister rows of a category (read in position order through the (category_id, position)
 * index), kept per database for a minute; or the products matching a search, read each time.
 */
export async function listerIndex(db: Queryable, scope: ListerScope): Promise<ListerIndex> {
  if (scope.kind === 'search') {
    const rows = await db.query<RowData>(
      `select p.id as product_id, -ts_rank(p.search_vector, q) as position, p.final_price, (extract(epoch from p.created_at) * 1000)::float8 as created,
         lower(p.name) as name_sort, p.facet_values
       from catalog_products p, to_tsquery('simple', $1) q where p.search_vector @@ q`,
      [prefixQuery(scope.terms)],
    );
    return toIndex(rows);
  }
  let byCategory = categoryCache.get(db);
  if (!byCategory) {
    byCategory = new Map();
    categoryCache.set(db, byCategory);
  }
  const hit = byCategory.get(scope.categoryId);
  if (hit && Date.now() - hit.at < CATEGORY_TTL_MS) return hit.index;
  const index = db
    .query<RowData>(
      `select product_id, position, final_price, (extract(epoch from created_at) * 1000)::float8 as created, name_sort, facet_values
       from catalog_category_products where category_id = $1 order by position`,
      [scope.categoryId],
    )
    .then(toIndex);
  byCategory.set(scope.categoryId, { at: Date.now(), index });
  index.catch(() => byCategory.delete(scope.categoryId));
  return index;
}

/** Forgets cached category indexes, e.g. after a catalogue import. */
export function forgetListerIndexes(db: Queryable): void {
  categoryCache.delete(db);
}
