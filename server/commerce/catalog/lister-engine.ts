import { knownValueId, type ListerIndex, type ListerRow, VALUE_GROUPS, VALUE_NAMES } from './lister-index.ts';
import { type ListerSelection, matchesPrice } from './lister-selection.ts';

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
      ids: (values ?? []).map((v) => knownValueId(`${attribute}:${v}`)).filter((id): id is number => id !== undefined),
    }));
  // Each selected group is one bit (the filters are the few facet attributes): a row's values
  // OR their bits together, and the bits left unset are the groups the row misses.
  if (groups.length > 30) throw new Error('A lister selection filters on at most 30 attributes');
  const valueCount = VALUE_NAMES.length;
  const groupBits = new Uint32Array(valueCount);
  groups.forEach((group, bit) => {
    for (const id of group.ids) groupBits[id]! |= 1 << bit;
  });
  /** The bit of the selected group each value id belongs to (0 for values of groups not selected). */
  const ownGroup = new Uint32Array(valueCount);
  groups.forEach((group, bit) => {
    for (let id = 0; id < valueCount; id += 1) if (VALUE_GROUPS[id] === group.attribute) ownGroup[id] = 1 << bit;
  });
  const allGroups = groups.length ? 2 ** groups.length - 1 : 0;
  const filtersPrice = Boolean(selection.price || selection.priceRanges);
  const withValue = new Uint32Array(valueCount);
  const added = new Uint32Array(valueCount);
  const matching: ListerRow[] = [];
  for (const row of index.rows) {
    const values = row.values;
    let hit = 0;
    for (let i = 0; i < values.length; i += 1) hit |= groupBits[values[i]!]!;
    const missed = allGroups & ~hit;
    // More than one group missed: the row counts for nothing.
    if (missed & (missed - 1)) continue;
    const priceMatches = !filtersPrice || matchesPrice(selection, row.price);
    if (missed === 0 && priceMatches) {
      matching.push(row);
      for (let i = 0; i < values.length; i += 1) withValue[values[i]!]! += 1;
      withValue[row.bucket]! += 1;
    } else if (missed === 0) {
      // Only the price missed: the row counts toward its price bucket, which would add it.
      withValue[row.bucket]! += 1;
      added[row.bucket]! += 1;
    } else if (priceMatches) {
      for (let i = 0; i < values.length; i += 1) {
        const id = values[i]!;
        if (ownGroup[id] === missed) {
          withValue[id]! += 1;
          added[id]! += 1;
        }
      }
    }
  }
  // Rows come in the category's position order already; other orders are sorted here.
  if (!(selection.scope.kind === 'category' && selection.sort.key === 'position' && selection.sort.direction === 'ASC')) matching.sort(comparator(selection));
  const start = (selection.currentPage - 1) * selection.pageSize;
  const counts: ValueCount[] = [];
  for (let id = 0; id < valueCount; id += 1) if (withValue[id]) counts.push({ facet: VALUE_NAMES[id]!, withValue: withValue[id]!, added: added[id]! });
  return {
    pageIds: matching.slice(start, start + selection.pageSize).map((row) => row.productId),
    totalCount: matching.length,
    counts,
  };
}
