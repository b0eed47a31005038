import { join } from 'node:path';
import * as esbuild from 'esbuild';

/** Where `npm start` runs the store from: the server and everything of ours it imports, in one file. */
export const SERVER_BUNDLE = join(process.cwd(), 'dist', 'server', 'main.mjs');

/**
 * Bundles `server/main.ts` for `npm start` and the container: our TypeScript compiled once,
 * ahead of time, while packages stay imports of `node_modules`. Started with plain `node`,
 * the store loads no TypeScript compiler and keeps no compiled sources beside its own code:
 * about 75 MB less resident memory than through `tsx`, and a quicker start
 * (docs/decisions/021). Files the server reads at run time (migrations, fixtures, schemas,
 * the client build) are found from the project's root, the folder `npm start` runs in.
 */
export async function buildServer(outfile = SERVER_BUNDLE, entry = 'server/main.ts'): Promise<void> {
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Blocks, messages and the like loaded with import() stay in the one file.
    splitting: false,
    outfile,
    jsx: 'automatic',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(`Server bundled into ${SERVER_BUNDLE} in ${Math.round(performance.now() - started)} ms`);
}
