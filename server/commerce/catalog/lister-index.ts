import type { Queryable } from '../../db/database.ts';
import type { ListerScope } from './lister-selection.ts';
import { catalogueVersion, versionedCache } from './catalogue-version.ts';
import { searchMatch } from './search-plan.ts';

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

/** When a special price among the rows starts or ends next (epoch ms), if one does. */
interface BoundaryRow {
  next_change: number | null;
}

const categoryCache = versionedCache<number, ListerIndex>();

/**
 * The lister rows of a visible category's products (read in position order through the
 * (category_id, position) index), kept per database while the catalogue's version stays the
 * same and no special price starts or ends; or the products matching a search, read each time.
 */
export async function listerIndex(db: Queryable, scope: ListerScope): Promise<ListerIndex> {
  if (scope.kind === 'search') {
    const match = searchMatch(scope.plan, 1);
    const rows = await db.query<RowData>(
      `select p.id as product_id, -${match.rank} as position, p.final_price, (extract(epoch from p.created_at) * 1000)::float8 as created,
         lower(p.name) as name_sort, p.facet_values
       from ${match.from} where ${match.where}`,
      [scope.plan.query],
    );
    return toIndex(rows);
  }
  const { categoryId } = scope;
  return categoryCache.get(db, await catalogueVersion(db), categoryId, async () => {
    const rows = await db.query<RowData & BoundaryRow>(
      `select cp.product_id, cp.position, p.final_price, (extract(epoch from cp.created_at) * 1000)::float8 as created, cp.name_sort, cp.facet_values,
         (extract(epoch from least(case when p.offer_from > now() then p.offer_from end, case when p.offer_to > now() then p.offer_to end)) * 1000)::float8
           as next_change
       from catalog_category_products cp join catalog_products p on p.id = cp.product_id
       where cp.category_id = $1 and p.visible order by cp.position`,
      [categoryId],
    );
    const changes = rows.flatMap((row) => (row.next_change === null ? [] : [row.next_change]));
    return { value: toIndex(rows), ...(changes.length ? { until: Math.min(...changes) } : {}) };
  });
}

/** Forgets the kept category rows of a database (a benchmark's cold read). */
export function forgetListerIndexes(db: Queryable): void {
  categoryCache.forget(db);
}
