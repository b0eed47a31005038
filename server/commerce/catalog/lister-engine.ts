import { knownValueId, type ListerIndex, type ListerRow, VALUE_GROUPS, VALUE_NAMES, valueId } from './lister-index.ts';
import { type ListerSelection, matchesPrice, PRICE_BUCKETS } from './lister-selection.ts';

export interface ValueCount {
  /** `colour:signal-red` or `price:500_1000`. */
  facet: string;
  /** Products matching every other selected group that carry the value. */
  withValue: number;
  /** Of those, the ones outside this group's current selection. */
  added: number;
}

export interface ListerOutcome {
  pageIds: number[];
  totalCount: number;
  counts: ValueCount[];
}

const bucketIds: number[] = [];
function priceBucketId(pence: number): number {
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

function comparator(selection: ListerSelection): (a: ListerRow, b: ListerRow) => number {
  const { key, direction } = selection.sort;
  const sign = direction === 'DESC' && key !== 'relevance' ? -1 : 1;
  const value = (row: ListerRow): number | string => (key === 'price' ? row.price : key === 'name' ? row.name : key === 'newest' ? row.created : row.position);
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    const order = x < y ? -1 : x > y ? 1 : 0;
    return order * sign || a.productId - b.productId;
  };
}

/**
 * Filters, counts, facets and the page of a selection in one pass over the candidate rows.
 * A row counts toward a value's facet when it matches every selected group except
 * (possibly) the value's own: rows missing no group count for all their values, rows
 * missing exactly one group count for that group's values ("added" by choosing them).
 */
export function runLister(index: ListerIndex, selection: ListerSelection): ListerOutcome {
  const groups = Object.entries(selection.filters)
    .filter(([, values]) => values && values.length > 0)
    .map(([attribute, values]) => ({
      attribute,
      ids: new Set((values ?? []).map((v) => knownValueId(`${attribute}:${v}`)).filter((id): id is number => id !== undefined)),
    }));
  const withValue = new Map<number, number>();
  const added = new Map<number, number>();
  const bump = (map: Map<number, number>, id: number) => map.set(id, (map.get(id) ?? 0) + 1);
  const matching: ListerRow[] = [];
  for (const row of index.rows) {
    let missed = 0;
    let missedGroup = '';
    for (const group of groups) {
      let hit = false;
      for (const id of row.values) {
        if (group.ids.has(id)) {
          hit = true;
          break;
        }
      }
      if (!hit) {
        missed += 1;
        missedGroup = group.attribute;
        if (missed > 1) break;
      }
    }
    if (!matchesPrice(selection, row.price)) {
      missed += 1;
      missedGroup = 'price';
    }
    if (missed > 1) continue;
    const bucket = priceBucketId(row.price);
    if (missed === 0) {
      matching.push(row);
      for (const id of row.values) bump(withValue, id);
      bump(withValue, bucket);
    } else if (missedGroup === 'price') {
      bump(withValue, bucket);
      bump(added, bucket);
    } else {
      for (const id of row.values) {
        if (VALUE_GROUPS[id] === missedGroup) {
          bump(withValue, id);
          bump(added, id);
        }
      }
    }
  }
  // Rows come in the category's position order already; other orders are sorted here.
  if (!(selection.scope.kind === 'category' && selection.sort.key === 'position' && selection.sort.direction === 'ASC')) matching.sort(comparator(selection));
  const start = (selection.currentPage - 1) * selection.pageSize;
  return {
    pageIds: matching.slice(start, start + selection.pageSize).map((row) => row.productId),
    totalCount: matching.length,
    counts: [...withValue].map(([id, count]) => ({ facet: VALUE_NAMES[id]!, withValue: count, added: added.get(id) ?? 0 })),
  };
}
