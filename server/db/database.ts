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
  /**
   * Calls `heard` with the payload of every notification on `channel` (SQL `NOTIFY`), from this
   * process or any other on the database, once the notifying transaction commits: this process's
   * own as its commit returns (on PostgreSQL through a transaction-local setting the notifying
   * trigger sets, migration 0260), other processes' when the notification arrives. On PostgreSQL
   * a dedicated connection listens; `lost` says it broke (notifications may be missed until
   * `regained`). Resolves once listening, with the function that stops it.
   */
  listen(channel: string, heard: (payload: string) => void, connection?: ListenConnection): Promise<() => Promise<void>>;
  /** Pool connections by state, where the driver pools (PostgreSQL). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** What a listener is told about its own connection (PostgreSQL: a dedicated client that reconnects). */
export interface ListenConnection {
  lost?: () => void;
  regained?: () => void;
}

export async function queryOne<Row>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}
