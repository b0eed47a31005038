import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { expect, test } from 'vitest';
import { reactRouterShaken } from './client-plugins.ts';

/** What the browser's code takes from React Router (decision 027), bundled for production as the client build bundles it. */
async function routerBundle(plugins: esbuild.Plugin[]): Promise<{ gzip: number; text: string }> {
  const names = 'Router, useHref, useLinkClickHandler, useNavigate, useLocation, useSearchParams';
  const result = await esbuild.build({
    stdin: { contents: `export { ${names} } from 'react-router';`, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    external: ['react', 'react-dom'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('no output');
  return { gzip: gzipSync(output.contents).length, text: output.text };
}

test("a production build keeps only the React Router the store's code imports", async () => {
  const whole = await routerBundle([]);
  const shaken = await routerBundle([reactRouterShaken()]);
  console.log(`React Router in the client: ${whole.gzip} B of gzip as shipped, ${shaken.gzip} B shaken`);
  // As shipped, the data router's and framework mode's components stay with their display names.
  expect(whole.text).toContain('ScrollRestoration');
  expect(shaken.text).not.toContain('ScrollRestoration');
  expect(shaken.text).not.toContain('unstable_HistoryRouter');
  expect(shaken.gzip).toBeLessThan(whole.gzip / 2);
  // What is kept still works: the names the store imports are exported.
  for (const name of ['Router', 'useHref', 'useLinkClickHandler', 'useNavigate', 'useLocation', 'useSearchParams'])
    expect(shaken.text).toContain(` as ${name}`);
});
