import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PageTree } from '../../schemas/generated/index.ts';
import { InvalidPageError, validatePageTree } from '../../schemas/page-validation.ts';

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
}

export interface Recording {
  file: string;
  name: string;
  status: number;
  tree: PageTree;
  /** True when a recording of that name was replaced. */
  replaced: boolean;
}

/** `/de/blog/?page=2` → `de-blog-page-2`; `/` → `home`. Names fit the replay route `/qa/replay/{name}/`. */
export function recordingName(url: URL): string {
  const words = `${url.pathname} ${[...url.searchParams].flat().join(' ')}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words || 'home';
}

/** Fetches the live page tree of a URL (as the browser does when navigating) and saves it, without the shell, as a fixture. */
export async function recordPage({ target, server = defaultServer(), name, outDir = RECORDED_DIR }: RecordOptions): Promise<Recording> {
  let url: URL;
  try {
    url = new URL(target, server);
  } catch {
    throw new RecordError(`"${target}" is neither a path like /blog/ nor a full URL, or "${server}" is not a server address.`);
  }
  const fileName = name ?? recordingName(url);
  if (!/^[a-z0-9-]+$/.test(fileName)) throw new RecordError(`The name "${fileName}" may only contain lower-case letters, digits and hyphens.`);

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
  const body = (await response.json()) as Record<string, unknown>;
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
  const document = { $schema: relative(outDir, join(process.cwd(), 'schemas', 'page.schema.json')), ...page };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return { file, name: fileName, status: response.status, tree: page as unknown as PageTree, replaced };
}

function option(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
}

/** `npm run pages:record -- <url-or-path> [--name <name>] [--server <origin>]` */
async function main(args: string[]): Promise<number> {
  const flagged = new Set(['--name', '--server'].flatMap((flag) => (args.includes(flag) ? [args.indexOf(flag), args.indexOf(flag) + 1] : [])));
  const target = args.find((arg, index) => !flagged.has(index) && !arg.startsWith('--'));
  if (!target) {
    console.error('Which page? Example: npm run pages:record -- /blog/ (or a full URL; --name to choose the file name, --server for another server).');
    return 2;
  }
  try {
    if (existsSync('.env')) process.loadEnvFile('.env');
    const server = option(args, '--server') || process.env['RECORD_SERVER'] || defaultServer();
    const name = option(args, '--name');
    const recording = await recordPage({ target, server, ...(name ? { name } : {}) });
    const note = recording.status === 200 ? '' : ` (the page answered ${recording.status})`;
    console.log(`${recording.replaced ? 'Updated' : 'Saved'} ${relative(process.cwd(), recording.file)}: a "${recording.tree.pageType}" page${note}.`);
    console.log(`Replay it at /qa/replay/${recording.name}/ on a development server (npm run dev; npm start runs in production mode, without it).`);
    return 0;
  } catch (error) {
    if (error instanceof RecordError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
