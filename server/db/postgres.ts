import pg from 'pg';
import type { Database, Queryable } from './database.ts';

/** A PostgreSQL server through a connection pool; app processes stay stateless. */
export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    /* idle client errors are reported by the next query that needs a connection */
  });

  const asQueryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
  });

  return {
    driver: 'postgres',
    ...asQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await pool.end();
    },
  };
}
