import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BUILT_FLAG = 'STOREFRONT_TEST_CLIENT_BUILT';
const CLIENT_DIR_ENV = 'STOREFRONT_CLIENT_DIR';

/**
 * Once per run: build the client bundle the HTML pages name, for production as shoppers get it
 * (minified, React's production build: a fifth less browser time per page than the development
 * build, and what the first-load budgets measure), into a temporary folder
 * (removed at the end) so a store running from this work tree keeps its own `dist/`.
 * API and browser tests both serve HTML, and their global set-ups share one process, so
 * the second finds it built.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env[BUILT_FLAG] === String(process.pid)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-client-'));
  process.env[CLIENT_DIR_ENV] = dir;
  // Imported after the folder is chosen: the build reads it when its module loads.
  const { buildClient } = await import('../../server/build/build-client.ts');
  await buildClient({ minify: true });
  process.env[BUILT_FLAG] = String(process.pid);
  return () => rmSync(dir, { recursive: true, force: true });
}
