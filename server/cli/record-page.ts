import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PageTree } from '../../schemas/generated/index.ts';
import { InvalidPageError, validatePageTree } from '../../schemas/page-validation.ts';
import type { RecordCustomer } from './record-in-browser.ts';
import type { RecordedSession } from './recorded-session.ts';

/** The store this machine runs: on PORT from the environment or `.env`, as the server reads it (3000 by default). */
export function defaultServer(env: NodeJS.ProcessEnv = process.env): string {
  const port = env['PORT'] && /^\d+$/.test(env['PORT']) && Number(env['PORT']) > 0 ? Number(env['PORT']) : 3000;
  return `http://localhost:${port}`;
}
const RECORDED_DIR = join(process.cwd(), 'fixtures', 'pages');

export class RecordError extends Error {}

export interface RecordOptions {
  /** A path (`/blog/`) on `server`, or a full URL. */
  target: string;
  server?: string;
  /** File name without `.json`; from the path when absent. */
  name?: string;
  outDir?: string;
  /** Record signed in as this customer, in a browser, with personal data replaced by fakes. */
  customer?: RecordCustomer;
  /** SKUs put into the cart first (in a browser). */
  addToCart?: string[];
  /** A menu to open before the page is recorded. */
  open?: 'cart';
}

export interface Recording {
  file: string;
  name: string;
  status: number;
  tree: PageTree;
  /** True when a recording of that name was replaced. */
  replaced: boolean;
  /** The browser session kept beside the tree, for signed-in, carted or opened pages. */
  session?: RecordedSession;
}

/** The demo customers' password (README, Customer accounts). */
export const DEMO_PASSWORD = 'Northvale-demo-1';

/** `/de/blog/?page=2` → `de-blog-page-2`; `/` → `home`. Names fit the replay route `/qa/replay/{name}/`. */
export function recordingName(url: URL): string {
  const words = `${url.pathname} ${[...url.searchParams].flat().join(' ')}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words || 'home';
}

/** Fetches the live page tree of a URL (as the browser does when navigating) and saves it, without the shell, as a fixture. */
export async function recordPage(options: RecordOptions): Promise<Recording> {
  const { target, server = defaultServer(), name, outDir = RECORDED_DIR } = options;
  let url: URL;
  try {
    url = new URL(target, server);
  } catch {
    throw new RecordError(`"${target}" is neither a path like /blog/ nor a full URL, or "${server}" is not a server address.`);
  }
  const fileName = name ?? recordingName(url);
  if (!/^[a-z0-9-]+$/.test(fileName)) throw new RecordError(`The name "${fileName}" may only contain lower-case letters, digits and hyphens.`);

  const inBrowser = Boolean(options.customer || options.addToCart?.length || options.open);
  const { status, body, session } = inBrowser ? await recordWithBrowser(url, options) : await fetchTree(url);
  const redirect = body['redirect'] as { location?: string } | undefined;
  if (redirect) throw new RecordError(`${url.href} redirects to ${redirect.location}; record that address instead.`);
  try {
    validatePageTree(body, 'show');
  } catch (error) {
    if (error instanceof InvalidPageError) throw new RecordError(`${url.href} answered something that is not a page tree: ${error.problems.join('; ')}`);
    throw error;
  }

  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `${fileName}.json`);
  const replaced = existsSync(file);
  // Menus and site settings belong to the site, not the page; replay puts the live ones around it,
  // and adds the site name to the title again.
  const { shell, ...page } = body;
  const siteName = (shell as PageTree['shell'])?.site.name;
  const meta = page['meta'] as PageTree['meta'];
  if (siteName && meta.title.endsWith(` | ${siteName}`)) page['meta'] = { ...meta, title: meta.title.slice(0, -` | ${siteName}`.length) };
  const document = { $schema: relative(outDir, join(process.cwd(), 'schemas', 'editor', 'page.schema.json')), ...page };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  const sessionFile = join(outDir, 'sessions', `${fileName}.json`);
  if (session) {
    mkdirSync(join(outDir, 'sessions'), { recursive: true });
    writeFileSync(sessionFile, `${JSON.stringify(session, null, 2)}\n`);
  } else rmSync(sessionFile, { force: true });
  return { file, name: fileName, status, tree: page as unknown as PageTree, replaced, ...(session ? { session } : {}) };
}

/** The tree as the browser fetches it when navigating, as a guest. */
async function fetchTree(url: URL): Promise<{ status: number; body: Record<string, unknown>; session?: RecordedSession }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, redirect: 'manual' });
  } catch {
    throw new RecordError(`Could not reach ${url.origin}. Is the store running? Start it with "npm start", or name another server with --server.`);
  }
  if (!response.headers.get('content-type')?.includes('application/json')) {
    throw new RecordError(
      `${url.href} did not answer with a page tree (status ${response.status}, ${response.headers.get('content-type') ?? 'no content type'}).`,
    );
  }
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Signed in, with a cart or a menu open: recorded in Chromium (loaded only then). */
async function recordWithBrowser(url: URL, options: RecordOptions) {
  const { BrowserRecordError, recordInBrowser } = await import('./record-in-browser.ts');
  try {
    return await recordInBrowser({
      url,
      ...(options.customer ? { customer: options.customer } : {}),
      ...(options.addToCart ? { addToCart: options.addToCart } : {}),
      ...(options.open ? { open: options.open } : {}),
    });
  } catch (error) {
    if (error instanceof BrowserRecordError) throw new RecordError(error.message);
    if (error instanceof Error && /ERR_CONNECTION_REFUSED/.test(error.message)) {
      throw new RecordError(`Could not reach ${url.origin}. Is the store running? Start it with "npm start", or name another server with --server.`);
    }
    throw error;
  }
}

const VALUE_FLAGS = ['--name', '--server', '--customer', '--password', '--add-to-cart', '--open', '--list'];

function option(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
}

/** One recording's options from its arguments (the command line, or one line of a --list file). */
export function recordOptions(args: string[], server: string): RecordOptions | string {
  const flagged = new Set(VALUE_FLAGS.flatMap((flag) => (args.includes(flag) ? [args.indexOf(flag), args.indexOf(flag) + 1] : [])));
  const unknown = args.find((arg, index) => arg.startsWith('--') && !flagged.has(index));
  if (unknown) return `Unknown option ${unknown}; the options are ${VALUE_FLAGS.join(', ')}.`;
  const target = args.find((_arg, index) => !flagged.has(index));
  if (!target) return 'Which page? Example: npm run pages:record -- /blog/ (or a full URL; --name to choose the file name, --server for another server).';
  const open = option(args, '--open');
  if (open !== undefined && open !== 'cart') return `--open ${open}: only the cart can be opened (--open cart).`;
  const name = option(args, '--name');
  const email = option(args, '--customer');
  const addToCart = option(args, '--add-to-cart')?.split(',').filter(Boolean);
  return {
    target,
    server,
    ...(name ? { name } : {}),
    ...(email ? { customer: { email, password: option(args, '--password') ?? process.env['RECORD_PASSWORD'] ?? DEMO_PASSWORD } } : {}),
    ...(addToCart?.length ? { addToCart } : {}),
    ...(open ? { open } : {}),
  };
}

/** A --list file: one recording a line, written as its command-line arguments; blank lines and # comments are skipped. */
export function listedRecordings(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => line.split(/\s+/));
}

async function recordOne(options: RecordOptions): Promise<boolean> {
  try {
    const recording = await recordPage(options);
    const note = recording.status === 200 ? '' : ` (the page answered ${recording.status})`;
    const session = recording.session ? ` with ${recording.session.calls.length} recorded calls in fixtures/pages/sessions/` : '';
    console.log(
      `${recording.replaced ? 'Updated' : 'Saved'} ${relative(process.cwd(), recording.file)}: a "${recording.tree.pageType}" page${note}${session}.`,
    );
    return true;
  } catch (error) {
    if (error instanceof RecordError) {
      console.error(`${options.target}: ${error.message}`);
      return false;
    }
    throw error;
  }
}

/**
 * `npm run pages:record -- <url-or-path> [--name <name>] [--server <origin>] [--customer <email> [--password <pw>]]
 * [--add-to-cart <sku,sku>] [--open cart]`, or `-- --list <file>` for one recording a line.
 */
async function main(args: string[]): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const server = option(args, '--server') || process.env['RECORD_SERVER'] || defaultServer();
  const list = option(args, '--list');
  if (list) {
    let text: string;
    try {
      text = readFileSync(list, 'utf8');
    } catch {
      console.error(`Cannot read the list ${list}: name a text file with one path (and its options) a line.`);
      return 2;
    }
    let failed = 0;
    for (const line of listedRecordings(text)) {
      const options = recordOptions(line, server);
      if (typeof options === 'string') {
        console.error(`${line.join(' ')}: ${options}`);
        failed += 1;
      } else if (!(await recordOne(options))) failed += 1;
    }
    console.log(failed ? `${failed} of the listed pages were not recorded.` : 'Replay them with npm run qa:replay.');
    return failed ? 1 : 0;
  }
  const options = recordOptions(args, server);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  if (!(await recordOne(options))) return 1;
  console.log(
    `Replay it at /qa/replay/${options.name ?? recordingName(new URL(options.target, server))}/ on a development server (npm run dev; npm start runs in production mode, without it), or with npm run qa:replay.`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
