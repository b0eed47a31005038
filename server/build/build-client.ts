import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { CLIENT_DIR as OUT_DIR } from '../render/assets.ts';

/**
 * Cascade layers, weakest first: a later layer wins over an earlier one whatever the selectors'
 * specificity, so the order of files no longer decides between them. A stylesheet's folder names
 * its layer; shell styles sit beside the shell, block styles beside their block.
 */
export const STYLE_LAYERS = [
  { layer: 'tokens', dir: 'renderer/styles/tokens' },
  { layer: 'base', dir: 'renderer/styles/base' },
  { layer: 'components', dir: 'renderer/styles/components' },
  { layer: 'blocks', dir: 'block-registry/blocks' },
  { layer: 'shell', dir: 'renderer/shell' },
  { layer: 'utilities', dir: 'renderer/styles/utilities' },
] as const;
const PRELOADED_FONT = /\/inter-latin-wght-normal-[^/]+\.woff2$/;

/** Every .css file below `dir`, in a stable order. */
export function stylesheets(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...stylesheets(full));
    else if (entry.name.endsWith('.css')) files.push(full);
  }
  return files;
}

/** The stylesheet the build bundles: the layer order, then every file imported into its folder's layer. */
export function styleEntry(root = process.cwd()): string {
  const order = `@layer ${STYLE_LAYERS.map(({ layer }) => layer).join(', ')};`;
  const imports = STYLE_LAYERS.flatMap(({ layer, dir }) => stylesheets(join(root, dir)).map((file) => `@import ${JSON.stringify(file)} layer(${layer});`));
  return [order, ...imports].join('\n');
}

export async function buildClient({ minify = true } = {}): Promise<void> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(join(OUT_DIR, 'assets'), { recursive: true });
  const options: esbuild.BuildOptions = {
    entryPoints: { app: 'renderer/client/entry.tsx' },
    bundle: true,
    format: 'esm',
    splitting: false,
    target: ['es2022'],
    jsx: 'automatic',
    minify,
    sourcemap: true,
    outdir: join(OUT_DIR, 'assets'),
    entryNames: '[name]-[hash]',
    metafile: true,
    define: { 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development') },
    logLevel: 'warning',
  };
  const js = await esbuild.build(options);
  const css = await esbuild.build({
    stdin: { contents: styleEntry(), resolveDir: process.cwd(), loader: 'css', sourcefile: 'styles.css' },
    bundle: true,
    minify,
    outdir: join(OUT_DIR, 'assets'),
    entryNames: 'app-[hash]',
    metafile: true,
    loader: { '.svg': 'file', '.woff2': 'file', '.jpg': 'file', '.webp': 'file' },
    logLevel: 'warning',
  });
  const outputOf = (meta: esbuild.Metafile, ext: string) => {
    const file = Object.keys(meta.outputs).find((name) => name.endsWith(ext));
    if (!file) throw new Error(`No ${ext} output`);
    return file.slice(file.indexOf('assets/'));
  };
  // The Latin face of the text font is on every page: the document preloads it, so it is there
  // before the first paint instead of swapping in (and moving text) after it.
  const fonts = Object.keys((css.metafile as esbuild.Metafile).outputs)
    .filter((name) => PRELOADED_FONT.test(name))
    .map((name) => name.slice(name.indexOf('assets/')));
  writeFileSync(
    join(OUT_DIR, 'manifest.json'),
    JSON.stringify({ js: outputOf(js.metafile as esbuild.Metafile, '.js'), css: outputOf(css.metafile as esbuild.Metafile, '.css'), fonts }, null, 2),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dev = process.argv.includes('--dev');
  await buildClient({ minify: !dev });
  console.log(`Client built into ${OUT_DIR}`);
}
