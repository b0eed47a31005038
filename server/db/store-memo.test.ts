import { describe, expect, test } from 'vitest';
import type { Database } from './database.ts';
import { baseOf, copyOf, readRows, readsOnlyPageTables, storeMemo } from './store-memo.ts';

/** A database that answers every statement with a fresh row naming how many it has answered. */
function countingDatabase(): Database & { sent: string[] } {
  const sent: string[] = [];
  let release: (() => void) | undefined;
  const db = {
    sent,
    driver: 'pglite' as const,
    async query<Row>(sql: string) {
      sent.push(sql);
      if (sql.includes('slow') && !release) await new Promise<void>((resolve) => (release = resolve));
      return [{ n: sent.length }] as Row[];
    },
    transaction: async <T>(work: (tx: Database) => Promise<T>): Promise<T> => work(db as unknown as Database),
    withLock: async <T>(_key: number, work: (conn: Database) => Promise<T>): Promise<T> => work(db as unknown as Database),
    listen: async () => async () => undefined,
    ping: async () => true,
    close: async () => undefined,
    releaseSlow: () => release?.(),
  };
  return db as unknown as Database & { sent: string[] };
}

describe('readsOnlyPageTables', () => {
  test('a SELECT of page tables only is kept; one naming a private table, a write or a lock is not', () => {
    expect(readsOnlyPageTables('select * from catalog_products p join catalog_categories c on true')).toBe(true);
    expect(readsOnlyPageTables('with x as (select 1 from url_rewrites) select * from x')).toBe(true);
    expect(readsOnlyPageTables('select * from catalog_products p, customers c')).toBe(false);
    expect(readsOnlyPageTables('select now()')).toBe(false);
    expect(readsOnlyPageTables('update catalog_products set price = 1')).toBe(false);
    expect(readsOnlyPageTables('select * from catalog_products for update')).toBe(false);
    expect(readsOnlyPageTables('select * from some_new_table join catalog_products on true')).toBe(true);
  });
});

describe('storeMemo', () => {
  test('the same statement with the same values is answered once, each caller getting its own rows', async () => {
    const db = countingDatabase();
    const memo = storeMemo(db, { ttlMs: 1000, maxEntries: 10 });
    const first = await memo.query<{ n: number }>('select n from catalog_products where id = $1', [1]);
    first[0]!.n = 99;
    expect(await memo.query('select n from catalog_products where id = $1', [1])).toEqual([{ n: 1 }]);
    expect(await memo.query('select n from catalog_products where id = $1', [2])).toEqual([{ n: 2 }]);
    expect(await memo.query('select n from carts')).toEqual([{ n: 3 }]);
    expect(await memo.query('select n from carts')).toEqual([{ n: 4 }]);
    expect(baseOf(memo)).toBe(db);
  });

  test("each caller's copy is deep: nested fields, arrays and dates apart, bytes and a stored __proto__ key kept as they were", () => {
    const stored = JSON.parse('{"__proto__": {"polluted": true}, "colour": "red"}') as Record<string, unknown>;
    const row = { id: 1, at: new Date('2026-11-29T10:00:00Z'), attributes: { sizes: ['s', 'm'] }, photo: new Uint8Array([1, 2]), stored, none: null };
    const copy = copyOf([row])[0]!;
    expect(copy).toEqual(row);
    copy.attributes.sizes.push('l');
    copy.at.setUTCFullYear(2000);
    expect(row.attributes.sizes).toEqual(['s', 'm']);
    expect(row.at.getUTCFullYear()).toBe(2026);
    expect(copy.photo).not.toBe(row.photo);
    expect(Object.getPrototypeOf(copy.stored)).toBe(Object.prototype);
    expect(Object.keys(copy.stored)).toEqual(['__proto__', 'colour']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  test('a reader that only reads gets the kept rows themselves, frozen; query callers still get copies they may change', async () => {
    const db = countingDatabase();
    const memo = storeMemo(db, { ttlMs: 1000, maxEntries: 10 });
    const sql = 'select n from catalog_labels';
    const read = await readRows<{ n: number }>(memo, sql);
    expect(await readRows(memo, sql)).toBe(read);
    expect(Object.isFrozen(read) && Object.isFrozen(read[0])).toBe(true);
    expect(() => {
      (read[0] as { n: number }).n = 5;
    }).toThrow(TypeError);
    const copy = await memo.query<{ n: number }>(sql);
    copy[0]!.n = 7;
    expect(Object.isFrozen(copy[0])).toBe(false);
    expect(await readRows(memo, sql)).toEqual([{ n: 1 }]);
    expect(db.sent).toHaveLength(1);
    // A private table is read afresh for a reader too; with no memo, readRows is the database's query.
    expect(await readRows(memo, 'select n from carts')).toEqual([{ n: 2 }]);
    expect(await readRows(db, sql)).toEqual([{ n: 3 }]);
  });

  test('a clear forgets every answer, and an answer read across a clear is not kept', async () => {
    const db = countingDatabase() as ReturnType<typeof countingDatabase> & { releaseSlow(): void };
    const memo = storeMemo(db, { ttlMs: 1000, maxEntries: 10 });
    await memo.query('select 1 from cms_pages');
    memo.clear();
    expect(await memo.query('select 1 from cms_pages')).toEqual([{ n: 2 }]);
    const slow = memo.query('select slow from cms_pages');
    memo.clear();
    db.releaseSlow();
    await slow;
    await memo.query('select slow from cms_pages');
    expect(db.sent.filter((sql) => sql.includes('slow'))).toHaveLength(2);
  });

  test('an answer expires after its time', async () => {
    let now = 0;
    const db = countingDatabase();
    const memo = storeMemo(db, { ttlMs: 1000, maxEntries: 10, now: () => now });
    await memo.query('select 1 from menu_entries');
    now = 999;
    await memo.query('select 1 from menu_entries');
    now = 1000;
    await memo.query('select 1 from menu_entries');
    expect(db.sent).toHaveLength(2);
  });
});
