import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where `npm run build` writes the client bundle; the tests build theirs outside the work tree. */
export const CLIENT_DIR_ENV = 'STOREFRONT_CLIENT_DIR';
export const CLIENT_DIR = process.env[CLIENT_DIR_ENV] || join(process.cwd(), 'dist', 'client');
/** The shop's icon (renderer/public), named by every page and by /favicon.ico. */
export const FAVICON_PATH = '/assets/favicon.svg';

export interface ClientAssets {
  /** The entry script, which hydrates the page; its name is the build's id. */
  js: string;
  /** The page's one script tag (renderer/client/boot.ts): it starts the entry and its preloads once what a shopper sees first has painted. */
  boot: string;
  /** A worker script with no imports: the boot script starts it on a page that formats numbers (renderer/client/number-warm-up.ts). */
  numberWarmUp?: string;
  /** The chunks the boot script imports (the consent step), preloaded by the document. */
  bootChunks?: string[];
  css: string;
  /** Font files every page uses, preloaded by the document. */
  fonts?: string[];
  /** The chunks the entry script imports beyond the boot script's, preloaded with it. */
  chunks?: string[];
  /** Per block type, the chunks its component needs beyond the entry's. */
  blocks?: Record<string, string[]>;
  /** Per language, the chunks of its messages. */
  messages?: Record<string, string[]>;
}

/**
 * Every script a page runs before it hydrates: the entry and its chunks, its language's
 * messages and the chunks of each block its tree names. The page's boot script preloads
 * them all at once, so they load side by side rather than one import after another.
 */
export function pageScripts(assets: ClientAssets, tree: { locale: string; root: TreeNode }): string[] {
  const files = new Set([assets.js, ...(assets.chunks ?? []), ...(assets.messages?.[tree.locale] ?? [])]);
  const visit = (node: TreeNode) => {
    for (const file of assets.blocks?.[node.type] ?? []) files.add(file);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree.root);
  return [...files];
}

interface TreeNode {
  type: string;
  children?: TreeNode[];
}

/** The hashed file names of the client bundle, from the build's manifest. */
export function readClientAssets(dir = CLIENT_DIR): ClientAssets {
  try {
    return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ClientAssets;
  } catch {
    throw new Error(`No client build in ${dir}: run "npm run build" first.`);
  }
}

/** The build the server hands out now (its script's hashed name), or undefined before the first build. */
export function currentBuild(assets: () => ClientAssets): string | undefined {
  try {
    return assets().js;
  } catch {
    return undefined;
  }
}
