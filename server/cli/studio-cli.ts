import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

/** The store a studio command talks to: `--server`, else `STUDIO_SERVER`, else this machine's `PORT`. */
export function serverOrigin(given: string | undefined): string {
  return (given ?? process.env['STUDIO_SERVER'] ?? `http://localhost:${process.env['PORT'] || 3000}`).replace(/\/+$/, '');
}

/** Reads a password from the terminal without echoing it; `STAFF_PASSWORD` when set (scripts, CI). */
export async function readPassword(prompt: string): Promise<string> {
  const fromEnv = process.env['STAFF_PASSWORD'];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new UsageError('No password: pass --password, set STAFF_PASSWORD, or run this in a terminal to be asked.');
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  output._writeToOutput = (text: string) => {
    if (!asked) process.stderr.write(text);
    asked = true;
  };
  const answer = await new Promise<string>((resolve) => rl.question(prompt, resolve));
  rl.close();
  process.stderr.write('\n');
  return answer;
}

/** A mistake in how the command was called: printed without a stack, exit code 2. */
export class UsageError extends Error {}

/** Runs a command's main, printing a usage mistake or a refusal as one line. */
export async function runCli(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (error instanceof UsageError || error instanceof StudioCallError) {
      console.error(error.message);
      process.exitCode = error instanceof UsageError ? 2 : 1;
      return;
    }
    throw error;
  }
}

export class StudioCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Calls the studio API of a running store with a staff token; a refusal becomes a StudioCallError naming the call. */
export function studioCaller(origin: string, token: string | undefined) {
  return async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> => {
    let res: Response;
    try {
      res = await fetch(`${origin}/studio/api${path}`, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new StudioCallError(0, `No store answers at ${origin}: start it (npm start or npm run dev), or name it with --server.`);
    }
    const text = await res.text();
    const parsed = (text ? JSON.parse(text) : {}) as T & { message?: string };
    if (res.status === 401)
      throw new StudioCallError(401, `${origin} refused the staff token: get one with npm run staff:token -- --email you@example.com and set STUDIO_TOKEN.`);
    return { status: res.status, body: parsed };
  };
}

/** `--name value` options (every one text) and the positional arguments; `--server` and `--token` always. */
export function studioArgs(args: string[], names: string[] = []): { values: Record<string, string | undefined>; positionals: string[] } {
  const known = ['server', 'token', ...names];
  const options = Object.fromEntries(known.map((name) => [name, { type: 'string' as const }]));
  // Every option takes a value, and a token may begin with "-": `--token -x` is read as `--token=-x`.
  const joined: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const next = args[i + 1];
    if (next !== undefined && arg.startsWith('--') && known.includes(arg.slice(2))) {
      joined.push(`${arg}=${next}`);
      i += 1;
    } else joined.push(arg);
  }
  try {
    const { values, positionals } = parseArgs({ args: joined, allowPositionals: true, options });
    return { values: values as Record<string, string | undefined>, positionals };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function tokenOf(given: string | undefined): string {
  const token = given ?? process.env['STUDIO_TOKEN'];
  if (!token) throw new UsageError('No staff token: set STUDIO_TOKEN (npm run staff:token -- --email you@example.com prints one) or pass --token.');
  return token;
}
