/** The one query layer: the same SQL runs on embedded PGlite and on a PostgreSQL server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function queryOne<Row>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}
