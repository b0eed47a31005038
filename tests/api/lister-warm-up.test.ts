import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { forgetListerIndexes, warmListerIndexes } from '../../server/commerce/catalog/lister-index.ts';
import { listProducts } from '../../server/commerce/catalog/list-products.ts';
import type { Queryable } from '../../server/db/database.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/** The database as a request sees it, with every statement it sends written down. */
function recording(db: Queryable): { db: Queryable; statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    db: {
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
    },
  };
}

describe.each(DRIVERS)('category listers read before a process takes requests (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => database?.drop());

  test('after the warm-up, the first request for any category reads no lister rows', async () => {
    const seen = recording(database.db);
    forgetListerIndexes(seen.db);
    const categories = await warmListerIndexes(seen.db);
    const count = (await database.db.query<{ n: number }>('select count(*)::int as n from catalog_categories'))[0]?.n;
    expect(categories).toBe(count);
    const ids = (await database.db.query<{ id: number }>('select id from catalog_categories order by id')).map((row) => row.id);
    seen.statements.length = 0;
    for (const categoryId of ids) {
      await listProducts(
        seen.db,
        { scope: { kind: 'category', categoryId }, filters: {}, sort: { key: 'position', direction: 'ASC' }, pageSize: 24, currentPage: 1 },
        'en',
      );
    }
    expect(seen.statements.filter((sql) => sql.includes('from catalog_category_products cp'))).toEqual([]);
  });

  test('without it, a first request reads its category cold', async () => {
    const seen = recording(database.db);
    forgetListerIndexes(seen.db);
    await listProducts(
      seen.db,
      { scope: { kind: 'category', categoryId: 1 }, filters: {}, sort: { key: 'position', direction: 'ASC' }, pageSize: 24, currentPage: 1 },
      'en',
    );
    expect(seen.statements.filter((sql) => sql.includes('from catalog_category_products cp'))).toHaveLength(1);
  });
});
