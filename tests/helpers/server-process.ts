import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import { SERVER_BUNDLE_ENV } from './global-server-bundle.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves with the first log line (parsed) whose message is `msg`. */
export function logLine(lines: Record<string, unknown>[], output: NodeJS.ReadableStream, msg: string): Promise<Record<string, unknown>> {
  const seen = lines.find((line) => line['msg'] === msg);
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve) => {
    const listen = () => {
      const found = lines.find((line) => line['msg'] === msg);
      if (!found) return;
      output.off('data', listen);
      resolve(found);
    };
    output.on('data', listen);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Known once `listening` resolves. */
  port: number;
  url: string;
  /** Its JSON log lines, parsed, as they arrive. */
  lines: Record<string, unknown>[];
  /** Everything it wrote to stderr so far. */
  stderr(): string;
  /** Its exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** Resolves once it logs "storefront listening"; rejects, with its stderr, if it exits first. */
  listening: Promise<void>;
}

/**
 * The store in a process of its own, with `env` over this process's environment: the run's
 * server bundle (tests/helpers/global-server-bundle.ts), as `npm start` runs it, or
 * `server/main.ts` through tsx when no bundle was made. Without a `PORT` it listens on a port
 * the system gives it (port 0), so no other test can take that port between choosing and
 * listening; `port` and `url` are known once `listening` resolves.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { bundle = process.env[SERVER_BUNDLE_ENV] }: { bundle?: string } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'])], {
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: 'development', LOG_LEVEL: 'info', PASSWORD_HASH_COST: 'fast', DATABASE_URL: '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let pending = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    child,
    port: 0,
    url: '',
    lines,
    stderr: () => stderr,
    exited,
    listening: Promise.resolve(),
  };
  const listening = Promise.race([
    logLine(lines, child.stdout!, 'storefront listening').then((line) => {
      server.port = Number(new URL(String(line['url'])).port);
      server.url = `http://127.0.0.1:${server.port}`;
    }),
    exited.then((code) => {
      throw new Error(`the server exited (code ${code}) before listening: ${stderr}`);
    }),
  ]);
  listening.catch(() => undefined);
  server.listening = listening;
  return server;
}

/**
 * Server processes for one test file: after its tests each still running is killed, then
 * every cleanup pushed to `cleanups` runs (databases dropped, folders removed), in order.
 */
export function serverProcesses(): {
  start(env: Record<string, string>, options?: { bundle?: string }): Promise<ServerProcess>;
  cleanups: (() => Promise<void> | void)[];
} {
  const started: ServerProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    for (const cleanup of cleanups) await cleanup();
  });
  return {
    cleanups,
    async start(env, options) {
      const server = await startServerProcess(env, options);
      started.push(server);
      return server;
    },
  };
}
