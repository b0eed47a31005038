import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as esbuild from 'esbuild';
import subsetFont from 'subset-font';

/** The stylesheet that declares the store's web fonts: their files, weights and characters. */
export const FONTS_CSS = 'renderer/styles/tokens/fonts.css';

/**
 * The OpenType features the store's text uses: those a browser turns on by itself, and the
 * tabular figures `font-variant-numeric: tabular-nums` asks for. A font keeps only these, so the
 * glyphs only other features reach (stylistic sets, character variants, fractions) go.
 */
export const KEPT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'rlig', 'rclt', 'case', 'tnum'];

/** One `@font-face` of FONTS_CSS: the file it loads, the weights it declares and the characters its `unicode-range` names. */
export interface FontFace {
  /** As written in `src: url(...)`: a package's file, and `?part` when several faces cut the same file. */
  url: string;
  /** The package's file, as a module path (the url without its part). */
  file: string;
  /** The part, when several faces cut the same file: the build writes `NAME-part-HASH.woff2`. */
  part?: string;
  weights: { min: number; max: number };
  /** Every code point of its `unicode-range`. */
  codePoints: number[];
}

const FONT_FACE = /@font-face\s*{([^}]*)}/g;

/** The `@font-face` rules of `css` that load a variable font file with a weight range. */
export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(FONT_FACE)].flatMap(([, body = '']) => {
    const url = /src:\s*url\("([^"]+\.woff2(?:\?[\w-]+)?)"\)/.exec(body)?.[1];
    const weights = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(body);
    const range = /unicode-range:([^;]+);/.exec(body)?.[1];
    if (!url || !weights || !range) return [];
    const [file = url, part] = url.split('?');
    return [{ url, file, ...(part ? { part } : {}), weights: { min: Number(weights[1]), max: Number(weights[2]) }, codePoints: unicodeRange(range) }];
  });
}

/** The code points of a `unicode-range` value: `U+0000-00FF, U+0131, ...`. */
export function unicodeRange(value: string): number[] {
  return value.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`${FONTS_CSS}: "${part.trim()}" is not a unicode-range this build reads (U+XXXX or U+XXXX-YYYY)`);
    const first = Number.parseInt(match[1] as string, 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

/** A font file cut to what its `@font-face` declares: its weights and characters, and the features in KEPT_FEATURES; as woff2 unless told. */
export function cutFont(file: Buffer, face: FontFace, format: 'woff2' | 'sfnt' = 'woff2'): Promise<Buffer> {
  return subsetFont(file, String.fromCodePoint(...face.codePoints), {
    targetFormat: format,
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: face.weights },
  });
}

const CUT_FONT = 'cut-font';

/** The faces FONTS_CSS declares, each with the absolute path of the package file it cuts. */
function declaredFaces(root: string): { face: FontFace; source: string }[] {
  const require = createRequire(join(root, 'package.json'));
  return fontFaces(readFileSync(join(root, FONTS_CSS), 'utf8')).map((face) => ({ face, source: require.resolve(face.file) }));
}

/** The package files the cut fonts are made from: inputs of the build, though esbuild reads them through the plugin. */
export function fontSources(root = process.cwd()): string[] {
  return [...new Set(declaredFaces(root).map(({ source }) => source))];
}

/**
 * The stylesheets' build sends each web font cut to what FONTS_CSS declares of it (cutFont): the
 * Latin face of Inter is preloaded on every page and its full variable file (weights 100 to 900,
 * every stylistic alternate, every Latin letter) was the largest file before a page's first
 * paint, 48 KB of 65 KB. A face whose url ends in `?part` is written as a file of its own,
 * `NAME-part-HASH.woff2`.
 */
export function cutFonts(root = process.cwd()): esbuild.Plugin {
  const faces = new Map(declaredFaces(root).map((declared) => [declared.face.url, declared]));
  return {
    name: 'cut-fonts',
    setup(build) {
      build.onResolve({ filter: /\.woff2(\?[\w-]+)?$/ }, ({ path }) => {
        const declared = faces.get(path);
        if (!declared) return undefined;
        const { face, source } = declared;
        return { path: face.part ? source.replace(/\.woff2$/, `-${face.part}.woff2`) : source, namespace: CUT_FONT, pluginData: declared };
      });
      build.onLoad({ filter: /.*/, namespace: CUT_FONT }, async ({ pluginData }) => {
        const { face, source } = pluginData as { face: FontFace; source: string };
        return { contents: await cutFont(readFileSync(source), face), loader: 'file', watchFiles: [source] };
      });
    },
  };
}
