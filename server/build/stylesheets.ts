import { readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { cutFonts } from './fonts.ts';
import { blockComponentModules } from '../../renderer/server/block-modules.ts';
import { BOOT, ENTRY } from './client-sources.ts';
import { moduleClosure } from './module-graph.ts';

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
  const closure = (starts: string[], lazy: boolean) => moduleClosure(meta, starts, lazy);
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

export interface BuiltStylesheets {
  /** The core's output file, which every page links. */
  core: string;
  /** The block stylesheets' output files, in the cascade's order. */
  blockStylesheets: string[];
  /** Per block type that needs any, the indexes in `blockStylesheets` of those it needs. */
  blockStyles: Record<string, number[]>;
  metafile: esbuild.Metafile;
}

/**
 * Builds the client's stylesheets beside its scripts, from the scripts' module graph: the core and
 * one file per block stylesheet (splitStyles), each named by its content hash, `css-ID.css`.
 */
export async function buildStylesheets(scripts: esbuild.Metafile, { assetsDir, minify }: { assetsDir: string; minify: boolean }): Promise<BuiltStylesheets> {
  const split = splitStyles(scripts, blockComponentModules());
  const root = process.cwd();
  const sources = [
    [LAYER_ORDER, ...split.core.map((sheet) => layerImport(root, sheet))].join('\n'),
    ...split.blockSheets.map((file) => layerImport(root, { file, layer: 'blocks' })),
  ];
  const css = await esbuild.build({
    entryPoints: sources.map((_, index) => `style:${index}`),
    plugins: [virtualStyles(sources), cutFonts()],
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
  const metafile = css.metafile as esbuild.Metafile;
  const files = sources.map((_, index) => {
    // An entry of the plugin's namespace is named `namespace:path`.
    const output = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === `style:style:${index}`);
    if (!output) throw new Error(`No stylesheet was written for style:${index}`);
    return output[0];
  });
  return {
    core: files[0] as string,
    blockStylesheets: files.slice(1),
    blockStyles: Object.fromEntries(Object.entries(split.byBlock).filter(([, indexes]) => indexes.length)),
    metafile,
  };
}
