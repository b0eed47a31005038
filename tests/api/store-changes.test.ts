import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STORE_CHANGED_CHANNEL } from '../../server/db/store-changes.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

describe.each(DRIVERS)('store changes told to the writing process (%s)', (driver) => {
  let database: TestDatabase;
  const heard: string[] = [];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    stop = await database.db.listen(STORE_CHANGED_CHANNEL, (table) => heard.push(table));
  });
  afterAll(async () => {
    await stop?.();
    await database?.drop();
  });

  test('a write to a page table, in a transaction or alone, is heard by the time the write returns', async () => {
    heard.length = 0;
    await database.db.transaction((tx) => tx.query('update menu_entries set title = title where false'));
    expect(heard).toContain('menu_entries');
    heard.length = 0;
    await database.db.query('update url_rewrites set page_type = page_type where false');
    expect(heard).toContain('url_rewrites');
  });

  test('a write to a private table, or a read, tells nothing', async () => {
    // On PostgreSQL the earlier writes are heard a second time when their notifications come round.
    await new Promise((resolve) => setTimeout(resolve, 200));
    heard.length = 0;
    await database.db.query('update jobs set last_error = null where false');
    await database.db.query('select count(*) from catalog_products');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
  });
});
