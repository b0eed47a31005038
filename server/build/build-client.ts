import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { blockComponentModules, blockModules } from '../../renderer/server/block-modules.ts';
import { CLIENT_DIR, type ClientAssets } from '../render/assets.ts';
import { oneAppChunk, reactAsModules } from './client-plugins.ts';
import { precompress } from './precompress.ts';
/**
 * Cascade layers, weakest first: a later layer wins over an earlier one whatever the selectors'
 * specificity, so the order of files no longer decides between them. A stylesheet's folder names
 * its layer; shell styles sit beside the shell, block styles beside their block.
 */
export const STYLE_LAYERS = [
  { layer: 'tokens', dir: 'renderer/styles/tokens' },
  { layer: 'base', dir: 'renderer/styles/base' },
  { layer: 'components', dir: 'renderer/styles/components' },
  { layer: 'blocks', dir: 'block-registry' },
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

type StyleLayer = (typeof STYLE_LAYERS)[number]['layer'];

/** Every stylesheet (a path from `root`) with its folder's layer, in the cascade's order. */
export function layeredStylesheets(root = process.cwd()): { file: string; layer: StyleLayer }[] {
  return STYLE_LAYERS.flatMap(({ layer, dir }) => stylesheets(join(root, dir)).map((file) => ({ file: relative(root, file), layer })));
}

const LAYER_ORDER = `@layer ${STYLE_LAYERS.map(({ layer }) => layer).join(', ')};`;
const layerImport = (root: string, { file, layer }: { file: string; layer: StyleLayer }) => `@import ${JSON.stringify(join(root, file))} layer(${layer});`;

/** Every stylesheet at once: the layer order, then every file imported into its folder's layer. */
export function styleEntry(root = process.cwd()): string {
  return [LAYER_ORDER, ...layeredStylesheets(root).map((sheet) => layerImport(root, sheet))].join('\n');
}

/** `BlogCard.tsx` → `blog-card`: the name a stylesheet takes after the module it styles. */
const kebab = (file: string) =>
  basename(file)
    .replace(/\.[^.]+$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
const isScript = (file: string) => /\.[cm]?[jt]sx?$/.test(file);

export interface StyleSplit {
  /** The stylesheets every page links: every layer but the blocks', and the block stylesheets the shell's own modules use. */
  core: { file: string; layer: StyleLayer }[];
  /** The other block stylesheets, in the cascade's order. */
  blockSheets: string[];
  /** Per block type, the indexes in `blockSheets` of those its component uses (what it imports, however deep). */
  byBlock: Record<string, number[]>;
}

/**
 * Which page needs which stylesheet, from the client build's module graph. A stylesheet in the
 * blocks' layer belongs to every module of its folder, unless the folder has several and one of
 * its modules is named like it (`blog-card.css` to `BlogCard.tsx`). The core holds the other
 * layers and the block stylesheets of what the entry and the boot script import themselves, not
 * through the registry's list of blocks; each block needs those of what its component imports or
 * loads, beyond the core. A block stylesheet no module uses fails the build
 * (docs/decisions/026-a-stylesheet-per-page.md).
 */
export function splitStyles(meta: esbuild.Metafile, components: Record<string, string>, root = process.cwd()): StyleSplit {
  const sheets = layeredStylesheets(root);
  const modules = Object.keys(meta.inputs).filter(isScript);
  const ownersOf = (file: string) => {
    const mates = modules.filter((module) => dirname(module) === dirname(file));
    const alone = sheets.filter((sheet) => dirname(sheet.file) === dirname(file)).length === 1;
    const named = alone ? [] : mates.filter((module) => kebab(module) === kebab(file));
    return named.length ? named : mates;
  };
  // What a module imports, however deep; with `lazy`, what it loads later too (a block's own later parts).
  const closure = (starts: string[], lazy: boolean) => {
    const seen = new Set<string>();
    const visit = (module: string) => {
      if (seen.has(module)) return;
      seen.add(module);
      for (const imported of meta.inputs[module]?.imports ?? []) {
        if (imported.external || (imported.kind !== 'import-statement' && !(lazy && imported.kind === 'dynamic-import'))) continue;
        // What the registry imports and loads are the blocks, each the blocks' own, not its importer's.
        if (module === REGISTRY) continue;
        visit(imported.path);
      }
    };
    for (const start of starts) visit(start);
    return seen;
  };
  const inCore = closure([ENTRY, BOOT], false);
  const core: StyleSplit['core'] = [];
  const blockSheets: { file: string; owners: string[] }[] = [];
  for (const sheet of sheets) {
    const owners = sheet.layer === 'blocks' ? ownersOf(sheet.file) : [];
    if (sheet.layer !== 'blocks' || owners.some((owner) => inCore.has(owner))) core.push(sheet);
    else blockSheets.push({ file: sheet.file, owners });
  }
  const byBlock = Object.fromEntries(
    Object.entries(components).map(([type, component]) => {
      const uses = closure([component], true);
      return [type, blockSheets.flatMap(({ owners }, index) => (owners.some((owner) => uses.has(owner)) ? [index] : []))];
    }),
  );
  const unused = blockSheets.filter((_, index) => !Object.values(byBlock).some((indexes) => indexes.includes(index)));
  if (unused.length) throw new Error(`No module uses ${unused.map(({ file }) => file).join(', ')}: name it after the module it styles, or remove it`);
  return { core, blockSheets: blockSheets.map(({ file }) => file), byBlock };
}

/** esbuild entries with no file of their own: `style:N` is the Nth text given. */
function virtualStyles(contents: string[]): esbuild.Plugin {
  return {
    name: 'virtual-styles',
    setup(build) {
      build.onResolve({ filter: /^style:\d+$/ }, ({ path }) => ({ path, namespace: 'style' }));
      build.onLoad({ filter: /.*/, namespace: 'style' }, ({ path }) => ({
        contents: contents[Number(path.slice('style:'.length))] as string,
        loader: 'css',
        resolveDir: process.cwd(),
      }));
    },
  };
}

const ENTRY = 'renderer/client/entry.tsx';
/** The list of blocks, whose imports of block components belong to the blocks (splitStyles). */
const REGISTRY = 'block-registry/index.ts';
/** The page's one script tag: the consent step, then the entry once what a shopper sees first is painted (boot.ts). */
const BOOT = 'renderer/client/boot.ts';
/** A worker the boot script starts on pages that format numbers, to load ICU's number data off the main thread. */
const NUMBER_WARM_UP = 'renderer/client/number-warm-up.ts';

/** The languages whose messages are chunks of their own, and the module of each. */
const MESSAGE_MODULES = { en: 'domain/i18n/messages/en.ts', de: 'domain/i18n/messages/de.ts' } as const;

/**
 * Which files each part of the client needs: the entry, each block's component and each
 * language's messages, every one with the shared chunks it imports (all of them, however deep),
 * so a page can preload exactly its files at once instead of discovering them one import at a time.
 */
export function chunkMap(meta: esbuild.Metafile, asAsset: (output: string) => string): Pick<ClientAssets, 'chunks' | 'bootChunks' | 'blocks' | 'messages'> {
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
 * 7: the compile hint on every script (COMPILE_HINT); 8: the number warm-up worker; 9: a stylesheet per block stylesheet (splitStyles).
 */
const BUILD_LAYOUT = 9;

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
    entryPoints: { app: ENTRY, boot: BOOT, numbers: NUMBER_WARM_UP },
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
    plugins: [oneAppChunk(), reactAsModules()],
    banner: { js: COMPILE_HINT },
    define: { 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development') },
    logLevel: 'warning',
  };
  const js = await esbuild.build(options);
  // The core stylesheet, then one per block stylesheet; a page links them as one (server/render/page-styles.ts).
  const split = splitStyles(js.metafile as esbuild.Metafile, blockComponentModules());
  const root = process.cwd();
  const styleSources = [
    [LAYER_ORDER, ...split.core.map((sheet) => layerImport(root, sheet))].join('\n'),
    ...split.blockSheets.map((file) => layerImport(root, { file, layer: 'blocks' })),
  ];
  const css = await esbuild.build({
    entryPoints: styleSources.map((_, index) => `style:${index}`),
    plugins: [virtualStyles(styleSources)],
    bundle: true,
    minify,
    outdir: assetsDir,
    entryNames: 'css-[hash]',
    assetNames: '[name]-[hash]',
    // A stylesheet may be sent from /assets/css/ (several in one): its fonts and pictures are named from the root.
    publicPath: '/assets/',
    metafile: true,
    loader: { '.svg': 'file', '.woff2': 'file', '.jpg': 'file', '.webp': 'file' },
    logLevel: 'warning',
  });
  const styleFiles = styleSources.map((_, index) => {
    const output = Object.entries((css.metafile as esbuild.Metafile).outputs).find(([, out]) => out.entryPoint === `style:style:${index}`);
    if (!output) throw new Error(`No stylesheet was written for style:${index}`);
    return output[0];
  });
  const metas = [js.metafile, css.metafile] as esbuild.Metafile[];
  const asAsset = (name: string) => relative(outDir, join(process.cwd(), name)).split('\\').join('/');
  const outputOf = (meta: esbuild.Metafile, ext: string, entry = ENTRY) => {
    const outputs = Object.entries(meta.outputs).filter(([name]) => name.endsWith(ext));
    const file = (outputs.find(([, output]) => output.entryPoint === entry) ?? outputs[0])?.[0];
    if (!file) throw new Error(`No ${ext} output`);
    return asAsset(file);
  };
  const built = metas.flatMap((meta) => Object.keys(meta.outputs).map(asAsset));
  // A production build's scripts and stylesheet also go out compressed once, here, not per request.
  const files = minify ? [...built, ...(await precompress(outDir, built))] : built;
  const inputs = [...new Set(metas.flatMap((meta) => Object.keys(meta.inputs)))].filter((input) => existsSync(join(process.cwd(), input))).sort();
  // The Latin face of the text font is on every page: the document preloads it, so it is there
  // before the first paint instead of swapping in (and moving text) after it.
  const fonts = built.filter((name) => PRELOADED_FONT.test(`/${name}`));
  const hash = sourceHash(inputs, minify);
  const record: BuildRecord = {
    js: outputOf(metas[0] as esbuild.Metafile, '.js'),
    boot: outputOf(metas[0] as esbuild.Metafile, '.js', BOOT),
    numberWarmUp: outputOf(metas[0] as esbuild.Metafile, '.js', NUMBER_WARM_UP),
    css: asAsset(styleFiles[0] as string),
    blockStylesheets: styleFiles.slice(1).map(asAsset),
    blockStyles: Object.fromEntries(Object.entries(split.byBlock).filter(([, indexes]) => indexes.length)),
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
