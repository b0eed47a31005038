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

  /**
   * A transaction's connection takes one query at a time: queries started together (a
   * `Promise.all` over one transaction) wait their turn here rather than in the driver's queue,
   * which pg 9 removes.
   */
  const asQueryable = (client: pg.PoolClient): Queryable => {
    let previous: Promise<unknown> = Promise.resolve();
    return {
      query<Row>(sql: string, params: readonly unknown[] = []) {
        const result = previous.then(() => client.query(sql, params as unknown[]));
        previous = result.catch(() => undefined);
        return result.then((done) => done.rows as Row[]);
      },
    };
  };

  /**
   * This process's listeners by channel. A trigger that notifies channel C also sets the
   * transaction-local setting `storefront.C` (migration 0260): read before COMMIT, it tells
   * them as the commit returns, so a process reads its own writes on its next request instead
   * of when the notification comes round.
   */
  const local = new Map<string, Set<(payload: string) => void>>();

  const inTransaction = async <T>(client: pg.PoolClient, work: (tx: Queryable) => Promise<T>): Promise<T> => {
    await client.query('BEGIN');
    try {
      const result = await work(asQueryable(client));
      const told = await ownNotifications(client);
      await client.query('COMMIT');
      for (const [channel, payload] of told) for (const heard of local.get(channel) ?? []) heard(payload);
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };

  const ownNotifications = async (client: pg.PoolClient): Promise<[string, string][]> => {
    if (!local.size) return [];
    const channels = [...local.keys()];
    const { rows } = await client.query<{ payload: string | null }>(
      'select current_setting($1 || channel, true) as payload from unnest($2::text[]) as channel',
      ['storefront.', channels],
    );
    return rows.flatMap((row, index) => (row.payload ? [[channels[index] as string, row.payload] as [string, string]] : []));
  };

  /** A writing statement outside a transaction runs in one of its own while someone listens, so its notifications are read too. */
  const WRITE = /^\s*(insert|update|delete|truncate|merge)\b/i;

  return {
    driver: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      if (!local.size || !WRITE.test(sql)) return (await pool.query(sql, params as unknown[])).rows as Row[];
      const client = await pool.connect();
      try {
        return await inTransaction(client, (tx) => tx.query<Row>(sql, params));
      } finally {
        client.release();
      }
    },
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
      const stopListening = await listenOnPostgres(connectionString, channel, heard, connection);
      const own = local.get(channel) ?? new Set();
      own.add(heard);
      local.set(channel, own);
      const stop = async () => {
        own.delete(heard);
        if (!own.size) local.delete(channel);
        await stopListening();
      };
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
