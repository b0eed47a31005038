import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BUILT_FLAG = 'STOREFRONT_TEST_SERVER_BUILT';
/** The bundled server (`server/build/build-server.ts`) the tests start in processes of their own. */
export const SERVER_BUNDLE_ENV = 'STOREFRONT_TEST_SERVER_BUNDLE';

/**
 * Once per run: bundle the server as `npm start` runs it, into a temporary folder (removed at
 * the end), so every test that starts the store in a process of its own starts what production
 * starts, with plain node: about a second less CPU per process than compiling it through tsx.
 * API and browser tests share one process for their global set-ups, so the second finds it built.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env[BUILT_FLAG] === String(process.pid)) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'storefront-server-'));
  const { buildServer } = await import('../../server/build/build-server.ts');
  await buildServer(join(folder, 'main.mjs'));
  // Built outside the work tree, it finds the packages it imports as dist/server/ does: in node_modules beside it.
  symlinkSync(join(process.cwd(), 'node_modules'), join(folder, 'node_modules'));
  process.env[SERVER_BUNDLE_ENV] = join(folder, 'main.mjs');
  process.env[BUILT_FLAG] = String(process.pid);
  return () => rmSync(folder, { recursive: true, force: true });
}
