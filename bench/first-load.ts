import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BootSettings } from '../renderer/client/boot.ts';

/** The first-load JavaScript budget of a page type: bytes of gzip, and how many script files it may load. */
export interface Budget {
  gzip: number;
  files: number;
}

/** The first-load JavaScript budget of each page type (bench/first-load-budgets.json). */
export type Budgets = Record<string, Budget>;

export function readBudgets(file = join(import.meta.dirname, 'first-load-budgets.json')): Budgets {
  const { budgets } = JSON.parse(readFileSync(file, 'utf8')) as { budgets: Budgets };
  return budgets;
}

export interface FirstLoad {
  /** Every script the page runs before it hydrates, with its size in bytes of gzip. */
  files: { file: string; gzip: number }[];
  /** Their sum. */
  gzip: number;
  /** Scripts a preloaded script imports that are not preloaded: each one would wait for the script before it. */
  notPreloaded: string[];
}

/** The scripts the boot script preloads, as the server lists them in `#__app`. */
const APP_SETTINGS = /<script type="application\/json" id="__app">([^<]*)<\/script>/;
const MODULE_SCRIPT = /<script type="module" src="\/([^"]+)"/g;
/** What the document itself preloads: the boot script's own chunk. */
const PRELOAD = /<link rel="modulepreload" href="\/([^"]+)"/g;
/** Static imports in esbuild's output, minified or not: `import{a}from"./chunk-X.js"`, `import "./chunk-X.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

/**
 * The JavaScript a page loads before it is interactive: the module script (the boot script) and
 * the chunk the document preloads for it, the entry it starts and every script it preloads, plus whatever they import statically (which
 * the browser would load too, one round trip later, when they are not preloaded), and the worker
 * the boot script starts on a page that formats numbers. Sizes are of the files in
 * `clientDir` as the server sends them: gzip at zlib's default level.
 */
export function firstLoad(html: string, clientDir: string): FirstLoad {
  const settings = JSON.parse(APP_SETTINGS.exec(html)?.[1] ?? '{}') as Partial<BootSettings>;
  const preloaded = new Set([...(settings.scripts ?? []), ...[...html.matchAll(PRELOAD)].map((match) => match[1] as string)]);
  const tags = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
  // The boot script imports the libraries' entry, then the entry.
  const entries = [...tags, ...(settings.libraries ? [settings.libraries] : []), ...(settings.build ? [settings.build] : [])];
  const loaded = withStaticImports(clientDir, [...entries, ...preloaded]);
  const notPreloaded = [...loaded].filter((file) => !preloaded.has(file) && !tags.includes(file));
  // The number warm-up worker runs on a thread of its own and imports nothing; its bytes are loaded all the same.
  if (settings.numbers) loaded.add(settings.numbers.worker);
  const files = [...loaded].map((file) => ({ file, gzip: gzipSync(readFileSync(join(clientDir, file))).length }));
  return { files, gzip: files.reduce((sum, { gzip }) => sum + gzip, 0), notPreloaded };
}

/** The scripts `files` name in `clientDir` and every script they import statically, however deep. */
export function withStaticImports(clientDir: string, files: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    for (const match of readFileSync(join(clientDir, file), 'utf8').matchAll(STATIC_IMPORT)) visit(folder + match[1]);
  };
  for (const file of files) visit(file);
  return seen;
}
