import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { CLIENT_DIR as OUT_DIR } from '../render/assets.ts';

const STYLE_DIRS = ['renderer/styles', 'block-registry/blocks'];
const PRELOADED_FONT = /\/inter-latin-wght-normal-[^/]+\.woff2$/;

/** Every stylesheet: the renderer's, then one per block folder, in a stable order. */
function styleEntry(): string {
  const files: string[] = [];
  for (const dir of STYLE_DIRS) {
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.css')) files.push(full);
      }
    };
    walk(join(process.cwd(), dir));
  }
  return files.map((file) => `@import ${JSON.stringify(file)};`).join('\n');
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
