import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { blockComponentModules, blockMessages, blockModules } from '../../renderer/server/block-modules.ts';
import { CLIENT_DIR, type ClientAssets } from '../render/assets.ts';
import { oneAppChunk, reactAsModules, reactRouterShaken } from './client-plugins.ts';
import { BOOT, ENTRY, LIBRARIES, NUMBER_WARM_UP } from './client-sources.ts';
import { BLOCK_NAMESPACES } from '../../domain/i18n/messages/block-namespaces.ts';
import { namespaceProblems } from './message-namespaces.ts';
import { precompress } from './precompress.ts';
import { fontSources } from './fonts.ts';
import { buildStylesheets, styleEntry } from './stylesheets.ts';
const PRELOADED_FONT = /\/inter-latin-wght-normal-core-[^/]+\.woff2$/;

/** The languages whose messages are chunks of their own, and the module of each. */
const MESSAGE_MODULES = { en: 'domain/i18n/messages/en.ts', de: 'domain/i18n/messages/de.ts' } as const;
/** The module of a namespace only some blocks use, in a language (domain/i18n/messages/block-namespaces.ts). */
const namespaceModule = (language: string, namespace: string) => `domain/i18n/messages/${language}-${namespace}.ts`;

/**
 * Which files each part of the client needs: the entry, each block's component, each
 * language's messages and its namespaces only some blocks use, every one with the shared chunks it imports (all of them, however deep),
 * so a page can preload exactly its files at once instead of discovering them one import at a time.
 */
export function chunkMap(
  meta: esbuild.Metafile,
  asAsset: (output: string) => string,
): Pick<ClientAssets, 'chunks' | 'bootChunks' | 'blocks' | 'messages' | 'namespaces'> {
  const outputs = Object.entries(meta.outputs).filter(([name]) => name.endsWith('.js'));
  const byEntry = new Map(outputs.flatMap(([name, output]) => (output.entryPoint ? [[output.entryPoint, name] as const] : [])));
  const closure = (start: string): string[] => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of meta.outputs[name]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    };
    visit(start);
    return [...seen].map(asAsset);
  };
  const of = (source: string): string[] => {
    const output = byEntry.get(source);
    if (!output) throw new Error(`The client build has no chunk for ${source}`);
    return closure(output);
  };
  const entry = of(ENTRY);
  const inEntry = new Set(entry);
  // The boot script's own chunks are in before the entry starts: the document preloads them.
  const bootChunks = of(BOOT).slice(1);
  // A part's files beyond what the entry already brings.
  const beyondEntry = (source: string) => of(source).filter((file) => !inEntry.has(file));
  return {
    chunks: entry.slice(1).filter((file) => !bootChunks.includes(file)),
    bootChunks,
    blocks: Object.fromEntries(Object.entries(blockModules()).map(([type, source]) => [type, beyondEntry(source)])),
    messages: Object.fromEntries(Object.entries(MESSAGE_MODULES).map(([language, source]) => [language, beyondEntry(source)])),
    namespaces: Object.fromEntries(
      Object.keys(MESSAGE_MODULES).map((language) => [
        language,
        Object.fromEntries(BLOCK_NAMESPACES.map((namespace) => [namespace, beyondEntry(namespaceModule(language, namespace))])),
      ]),
    ),
  };
}

/**
 * The first line of every script the build writes: V8's explicit compile hint (Chromium 136 and
 * later; other engines read a comment). A script's functions are otherwise only pre-parsed as it
 * downloads and compiled on the main thread when first called, and React DOM's is one function
 * of about 180 KB (esbuild's wrapper around a CommonJS module), compiled in the app's module task.
 * With the hint V8 compiles them as the script streams in, off the main thread. Every script the
 * build writes is loaded to run at once: the entry and its chunks for hydration, a block's chunk
 * when a page's tree names it, a language's messages when a page is in it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What a build writes to its manifest beyond the names pages use. */
interface BuildRecord extends ClientAssets {
  /** Every file the build wrote below `assets/`, so the next build knows what to keep. */
  files?: string[];
  /** The source files the build read, and a hash of them with its options: the build is stale when it changes. */
  inputs?: string[];
  sourceHash?: string;
}

export interface BuildOptions {
  minify?: boolean;
  /** Where to build; `dist/client` unless given. */
  outDir?: string;
}

function readRecord(outDir: string): BuildRecord | undefined {
  try {
    return JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}

/**
 * What a build holds beyond esbuild's output; a build of an older layout is stale. 2: compressed
 * copies (precompress.ts); 3: the boot script; 4: its chunks; 5: the entry's chunks without the boot script's; 6: React's packages as modules (reactAsModules);
 * 7: the compile hint on every script (COMPILE_HINT); 8: the number warm-up worker; 9: a stylesheet per block stylesheet (splitStyles); 10: web fonts cut to
 * what their rules declare (fonts.ts).
 */
const BUILD_LAYOUT = 10;

/** A hash of the inputs' contents, the stylesheet entry (new files change it), the options and the layout; undefined when an input is gone. */
function sourceHash(inputs: readonly string[], minify: boolean): string | undefined {
  const hash = createHash('sha256').update(JSON.stringify({ minify, styles: styleEntry(), layout: BUILD_LAYOUT }));
  for (const input of inputs) {
    const file = join(process.cwd(), input);
    if (!existsSync(file)) return undefined;
    hash.update(`\0${input}\0`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** True when `outDir` holds no build, or one made from other sources or options than the current ones. */
export function buildIsStale({ minify = true, outDir = CLIENT_DIR }: BuildOptions = {}): boolean {
  const record = readRecord(outDir);
  if (!record?.sourceHash || !record.inputs) return true;
  if (![record.js, record.css, ...(record.blockStylesheets ?? [])].every((file) => existsSync(join(outDir, file)))) return true;
  return sourceHash(record.inputs, minify) !== record.sourceHash;
}

/**
 * Builds the client into content-hashed files below `assets/` and points the manifest at
 * them. The previous build's files stay (and older ones go), so a page opened before a
 * deploy still loads its script, stylesheet and fonts; the manifest is swapped in whole.
 */
export async function buildClient({ minify = true, outDir = CLIENT_DIR }: BuildOptions = {}): Promise<void> {
  const assetsDir = join(outDir, 'assets');
  mkdirSync(assetsDir, { recursive: true });
  const previous = readRecord(outDir);
  const options: esbuild.BuildOptions = {
    entryPoints: { app: ENTRY, boot: BOOT, libraries: LIBRARIES, numbers: NUMBER_WARM_UP },
    bundle: true,
    format: 'esm',
    // The blocks of the pages most shoppers open are in the entry; heavy or rare blocks, each
    // language's messages and code only a few pages need (the studio's form engine) are loaded
    // with import() into chunks of their own, so a page carries only what its tree names; chunks
    // sit flat beside the entry in assets/. The app's own code is one chunk: see `oneAppChunk`.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    target: ['es2022'],
    jsx: 'automatic',
    minify,
    sourcemap: true,
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    metafile: true,
    // React's developer tools read React Router's display names in a development build only.
    plugins: [oneAppChunk(), reactAsModules(), ...(minify ? [reactRouterShaken()] : [])],
    banner: { js: COMPILE_HINT },
    define: { 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development') },
    logLevel: 'warning',
  };
  const js = await esbuild.build(options);
  // A block's messages that only some blocks use are loaded with it: the registry must name them.
  const problems = namespaceProblems(js.metafile as esbuild.Metafile, blockComponentModules(), blockMessages());
  if (problems.length) throw new Error(`The blocks' messages are not named right:\n- ${problems.join('\n- ')}`);
  // The core stylesheet, then one per block stylesheet; a page links them as one (pageStylesheet in server/render/assets.ts).
  const styles = await buildStylesheets(js.metafile as esbuild.Metafile, { assetsDir, minify });
  const metas = [js.metafile, styles.metafile] as esbuild.Metafile[];
  const asAsset = (name: string) => relative(outDir, join(process.cwd(), name)).split('\\').join('/');
  const outputOf = (meta: esbuild.Metafile, ext: string, entry = ENTRY) => {
    const outputs = Object.entries(meta.outputs).filter(([name]) => name.endsWith(ext));
    const file = (outputs.find(([, output]) => output.entryPoint === entry) ?? outputs[0])?.[0];
    if (!file) throw new Error(`No ${ext} output`);
    return asAsset(file);
  };
  const built = metas.flatMap((meta) => Object.keys(meta.outputs).map(asAsset));
  // A production build's scripts and stylesheets also go out compressed once, here, not per request.
  const files = minify ? [...built, ...(await precompress(outDir, built))] : built;
  // The package's font files are read through the font-cutting plugin, so esbuild does not list them.
  const fontFiles = fontSources().map((file) => relative(process.cwd(), file));
  const inputs = [...new Set([...metas.flatMap((meta) => Object.keys(meta.inputs)), ...fontFiles])]
    .filter((input) => existsSync(join(process.cwd(), input)))
    .sort();
  // The Latin face of the text font is on every page: the document preloads it, so it is there
  // before the first paint instead of swapping in (and moving text) after it.
  const fonts = built.filter((name) => PRELOADED_FONT.test(`/${name}`));
  const hash = sourceHash(inputs, minify);
  const record: BuildRecord = {
    js: outputOf(metas[0] as esbuild.Metafile, '.js'),
    boot: outputOf(metas[0] as esbuild.Metafile, '.js', BOOT),
    libraries: outputOf(metas[0] as esbuild.Metafile, '.js', LIBRARIES),
    numberWarmUp: outputOf(metas[0] as esbuild.Metafile, '.js', NUMBER_WARM_UP),
    css: asAsset(styles.core),
    blockStylesheets: styles.blockStylesheets.map(asAsset),
    blockStyles: styles.blockStyles,
    fonts,
    ...chunkMap(metas[0] as esbuild.Metafile, asAsset),
    files,
    inputs,
    ...(hash ? { sourceHash: hash } : {}),
  };
  const next = join(outDir, 'manifest.json.next');
  writeFileSync(next, JSON.stringify(record, null, 2));
  renameSync(next, join(outDir, 'manifest.json'));

  // A build from before the manifest listed its files: keep everything this once.
  if (previous && !previous.files) return;
  const keep = new Set([...files, ...(previous?.files ?? [])]);
  for (const name of readdirSync(assetsDir)) if (!keep.has(`assets/${name}`)) rmSync(join(assetsDir, name), { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const minify = !process.argv.includes('--dev');
  if (process.argv.includes('--if-stale') && !buildIsStale({ minify })) console.log(`Client build in ${CLIENT_DIR} is up to date`);
  else {
    await buildClient({ minify });
    console.log(`Client built into ${CLIENT_DIR}`);
  }
}
