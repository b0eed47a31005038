import pg from 'pg';

/** How a newcomer makes the test server ready; `.ci/run --prepare` does every step. */
const HOW_TO_PREPARE = 'run `sudo .ci/run --prepare` (installs and starts PostgreSQL, creates the role and the database) or set TEST_POSTGRES_URL';

/** The connection string without its password, for messages. */
export function displayUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Why the tests cannot use the PostgreSQL server at `url`, in one line that says what is
 * missing and how to provide it; undefined when they can.
 */
export async function postgresProblem(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const [row] = (await client.query<{ allowed: boolean }>('select rolcreatedb or rolsuper as allowed from pg_roles where rolname = current_user')).rows;
    if (!row?.allowed) return `PostgreSQL role of ${displayUrl(url)} may not create databases (each test file gets its own): ${HOW_TO_PREPARE}.`;
    return undefined;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    const where = displayUrl(url);
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH' || /timeout/i.test(String(message)))
      return `PostgreSQL is not running at ${where} (${code ?? 'timeout'}): ${HOW_TO_PREPARE}.`;
    if (code === '3D000') return `PostgreSQL has no database for ${where} (${message}): ${HOW_TO_PREPARE}.`;
    if (code === '28000' || code === '28P01') return `PostgreSQL refused the role of ${where} (${message}): ${HOW_TO_PREPARE}.`;
    return `PostgreSQL at ${where} cannot be used (${code ?? ''} ${message ?? String(error)}): ${HOW_TO_PREPARE}.`;
  } finally {
    await client.end().catch(() => undefined);
  }
}
