import { buildClient } from '../../server/build/build-client.ts';

const BUILT_FLAG = 'STOREFRONT_TEST_CLIENT_BUILT';

/**
 * Once per run: build the client bundle the HTML pages name. API and browser tests both
 * serve HTML, and their global set-ups share one process, so the second finds it built.
 */
export default async function setup(): Promise<void> {
  if (process.env[BUILT_FLAG] === String(process.pid)) return;
  await buildClient({ minify: false });
  process.env[BUILT_FLAG] = String(process.pid);
}
