import pg from 'pg';
import type { Connection, Database, Queryable } from './database.ts';
import { listenOnPostgres } from './postgres-listener.ts';

/** A PostgreSQL server through a connection pool; app processes stay stateless. */
export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    /* idle client errors are reported by the next query that needs a connection */
  });

  const listeners = new Set<() => Promise<void>>();

  const asQueryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
  });

  const inTransaction = async <T>(client: pg.PoolClient, work: (tx: Queryable) => Promise<T>): Promise<T> => {
    await client.query('BEGIN');
    try {
      const result = await work(asQueryable(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };

  return {
    driver: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ...asQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        return await inTransaction(client, work);
      } finally {
        client.release();
      }
    },
    async withLock(key, work) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          const conn: Connection = { ...asQueryable(client), transaction: (inner) => inTransaction(client, inner) };
          return await work(conn);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {
            broken = true;
          });
        }
      } finally {
        // A connection whose unlock failed may still hold the lock: close it rather than pool it.
        client.release(broken);
      }
    },
    async listen(channel, heard, connection) {
      const stop = await listenOnPostgres(connectionString, channel, heard, connection);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
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
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
