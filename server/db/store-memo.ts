import type { Database, Queryable } from './database.ts';
import { PAGE_TABLES, PRIVATE_TABLES } from './store-changes.ts';

const PAGE = new Set<string>(PAGE_TABLES);
const PRIVATE = new Set<string>(PRIVATE_TABLES);

export interface StoreMemo extends Database {
  /** The database the memo reads from: what per-database caches are kept for (`baseOf`). */
  readonly base: Database;
  /** Forgets every answer (a table pages are made of changed). */
  clear(): void;
}

/**
 * Whether a statement only reads tables pages are made of: a SELECT naming at least one of
 * PAGE_TABLES and none of PRIVATE_TABLES (any word equal to a table's name counts, so a
 * column of the same name only makes the statement read every time).
 */
export function readsOnlyPageTables(sql: string): boolean {
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
 * changes with the clock alone, such as a dated special price). Each caller gets its own copy
 * of the rows. Anything else goes to the database.
 */
export function storeMemo(base: Database, { ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }): StoreMemo {
  const answers = new Map<string, { rows: Promise<unknown[]>; expires: number }>();
  let generation = 0;
  const memo: StoreMemo = {
    ...base,
    base,
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
      if (!readsOnlyPageTables(sql)) return base.query<Row>(sql, params);
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      const kept = answers.get(key);
      if (kept && kept.expires > now()) return structuredClone((await kept.rows) as Row[]);
      const begun = generation;
      const rows = base.query<Row>(sql, params);
      answers.set(key, { rows, expires: now() + ttlMs });
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
      // A failed read, or one begun before a change, is not kept.
      rows.then(
        () => begun !== generation && answers.get(key)?.rows === rows && answers.delete(key),
        () => answers.get(key)?.rows === rows && answers.delete(key),
      );
      return structuredClone(await rows);
    },
    clear() {
      generation += 1;
      answers.clear();
    },
  };
  return memo;
}

/** The database a memo reads from, or the database itself: per-database caches are kept for this one. */
export function baseOf(db: Queryable): Queryable {
  return (db as Partial<StoreMemo>).base ?? db;
}
