import pg from 'pg';
import type { ListenConnection } from './database.ts';

const RECONNECT_DELAYS_MS = [100, 500, 2000, 5000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), opened
 * again after it breaks, with a growing pause between tries. Resolves once the first LISTEN
 * is in place; a first connection that fails rejects.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  heard: (payload: string) => void,
  connection: ListenConnection = {},
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const open = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === channel) heard(message.payload ?? '');
    });
    next.on('error', () => broken(next));
    next.on('end', () => broken(next));
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
  };

  const broken = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = undefined;
    which.removeAllListeners('end');
    void which.end().catch(() => undefined);
    connection.lost?.();
    reconnect(0);
  };

  const reconnect = (attempt: number) => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      if (stopped) return;
      open().then(
        () => (stopped ? void client?.end().catch(() => undefined) : connection.regained?.()),
        () => reconnect(attempt + 1),
      );
    }, delay);
    retry.unref();
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
