import type { Database, Queryable } from './database.ts';
import { PAGE_TABLES, PRIVATE_TABLES } from './store-changes.ts';
import { frozen } from '../lib/frozen.ts';

const PAGE = new Set<string>(PAGE_TABLES);
const PRIVATE = new Set<string>(PRIVATE_TABLES);

export interface StoreMemo extends Database {
  /** The database the memo reads from: what per-database caches are kept for (`baseOf`). */
  readonly base: Database;
  /** Forgets every answer (a table pages are made of changed). */
  clear(): void;
  /** As `query`, but a kept answer is given as it is kept, frozen, not copied: for callers that only read it (`readRows`). */
  read<Row>(sql: string, params?: readonly unknown[]): Promise<readonly Readonly<Row>[]>;
}

/**
 * Whether a statement only reads tables pages are made of: a SELECT naming at least one of
 * PAGE_TABLES and none of PRIVATE_TABLES (any word equal to a table's name counts, so a
 * column of the same name only makes the statement read every time).
 */
export function readsOnlyPageTables(sql: string): boolean {
  let known = classified.get(sql);
  if (known === undefined) {
    known = classify(sql);
    if (classified.size >= CLASSIFIED_STATEMENTS) classified.clear();
    classified.set(sql, known);
  }
  return known;
}

/** Statements are a fixed set of texts with their values apart: each is read word by word once. */
const classified = new Map<string, boolean>();
const CLASSIFIED_STATEMENTS = 5000;

function classify(sql: string): boolean {
  if (!/^\s*(select|with)\b/i.test(sql) || /\bfor\s+(update|share)\b/i.test(sql)) return false;
  let page = false;
  for (const word of sql.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []) {
    if (PRIVATE.has(word)) return false;
    if (PAGE.has(word)) page = true;
  }
  return page;
}

/**
 * The database as anonymous pages are composed from it: a statement that only reads tables
 * pages are made of is answered from memory while the same statement with the same values was
 * answered since the last change (`clear`, on every store change) and within `ttlMs` (what
 * changes with the clock alone, such as a dated special price). Each caller of `query` gets its
 * own copy of the rows; `read` gives the kept rows themselves. Anything else goes to the database.
 */
export function storeMemo(base: Database, { ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }): StoreMemo {
  const answers = new Map<string, { rows: Promise<unknown[]>; expires: number }>();
  let generation = 0;
  /** The answer kept for a statement with its values, or a new read, kept frozen once it succeeds. */
  const answer = (sql: string, params: readonly unknown[]): Promise<unknown[]> => {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const kept = answers.get(key);
    if (kept && kept.expires > now()) return kept.rows;
    const begun = generation;
    const rows = base.query(sql, params).then(frozen);
    answers.set(key, { rows, expires: now() + ttlMs });
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
    // A failed read, or one begun before a change, is not kept.
    rows.then(
      () => begun !== generation && answers.get(key)?.rows === rows && answers.delete(key),
      () => answers.get(key)?.rows === rows && answers.delete(key),
    );
    return rows;
  };
  const memo: StoreMemo = {
    ...base,
    base,
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
      if (!readsOnlyPageTables(sql)) return base.query<Row>(sql, params);
      return copyOf((await answer(sql, params)) as Row[]);
    },
    async read<Row>(sql: string, params: readonly unknown[] = []): Promise<readonly Readonly<Row>[]> {
      if (!readsOnlyPageTables(sql)) return base.query<Row>(sql, params);
      return (await answer(sql, params)) as Row[];
    },
    clear() {
      generation += 1;
      answers.clear();
    },
  };
  return memo;
}

/**
 * Rows a caller only reads: through a memo, the rows it keeps themselves, frozen (a write to one
 * throws), with no copy; from the database itself, its own. A catalogue's labels or a bike's tiers
 * are read on every page; copying them for each was 4 % of the server's time on a bike page.
 */
export function readRows<Row>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<readonly Readonly<Row>[]> {
  const memo = db as Partial<StoreMemo>;
  return memo.read ? memo.read<Row>(sql, params) : db.query<Row>(sql, params);
}

/**
 * A copy of kept rows for one caller, who may change it: plain objects, arrays and dates copied
 * by hand, a row by spreading it and then copying its nested values (for 40 catalogue-like rows,
 * five to six times as fast as `structuredClone` and three to four times as fast as building each
 * row key by key); anything else (bytes) by `structuredClone`.
 */
export function copyOf<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return structuredClone(value);
  // Spreading defines fields, so a "__proto__" key from stored JSON becomes a field of the copy,
  // not its prototype; assigning to it below then sets that field.
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of Object.keys(copy)) {
    const field = copy[key];
    if (field !== null && typeof field === 'object') copy[key] = copyOf(field);
  }
  return copy as T;
}

/** The database a memo reads from, or the database itself: per-database caches are kept for this one. */
export function baseOf(db: Queryable): Queryable {
  return (db as Partial<StoreMemo>).base ?? db;
}
