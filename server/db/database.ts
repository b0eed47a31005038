/** The one query layer: the same SQL runs on embedded PGlite and on a PostgreSQL server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** Queries and transactions on one database: a pool, or one dedicated connection. */
export interface Connection extends Queryable {
  /** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface Database extends Connection {
  readonly driver: 'pglite' | 'postgres';
  /**
   * Runs `work` on one dedicated connection that holds the session advisory lock `key`
   * for the whole run: every other process calling this with the same key waits until it
   * ends. A session lock taken through a pool could be released on another connection.
   */
  withLock<T>(key: number, work: (conn: Connection) => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function queryOne<Row>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}
