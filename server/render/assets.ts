import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockMessages } from '../../renderer/server/block-modules.ts';
import { stylesheetAddress, stylesheetIds } from '../../domain/stylesheets.ts';

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
  /** The libraries' entry, which the boot script imports a task before the entry (renderer/client/libraries.ts). */
  libraries?: string;
  /** A worker script with no imports: the boot script starts it on a page that formats numbers (renderer/client/number-warm-up.ts). */
  numberWarmUp?: string;
  /** The chunks the boot script imports (the consent step), preloaded by the document. */
  bootChunks?: string[];
  /** The stylesheet every page links: the layers but the blocks', and the blocks' styles the shell uses itself. */
  css: string;
  /** The other blocks' stylesheets, in the cascade's order. */
  blockStylesheets?: string[];
  /** Per block type, the indexes in `blockStylesheets` of those it needs. */
  blockStyles?: Record<string, number[]>;
  /** Font files every page uses, preloaded by the document. */
  fonts?: string[];
  /** The chunks the entry script imports beyond the boot script's, preloaded with it. */
  chunks?: string[];
  /** Per block type, the chunks its component needs beyond the entry's. */
  blocks?: Record<string, string[]>;
  /** Per language, the chunks of its messages. */
  messages?: Record<string, string[]>;
  /** Per language and namespace only some blocks use, its chunks (loaded by pages whose blocks name it). */
  namespaces?: Record<string, Record<string, string[]>>;
}

const BLOCK_MESSAGES = blockMessages();

/**
 * Every script a page runs before it hydrates: the entry and its chunks, its language's
 * messages and the chunks of each block its tree names, with the messages only those blocks
 * use. The page's boot script preloads them all at once, so they load side by side rather than
 * one import after another.
 */
export function pageScripts(assets: ClientAssets, tree: { locale: string; root: TreeNode }): string[] {
  const files = new Set([...(assets.libraries ? [assets.libraries] : []), assets.js, ...(assets.chunks ?? []), ...(assets.messages?.[tree.locale] ?? [])]);
  for (const type of nodeTypes(tree.root)) {
    for (const file of assets.blocks?.[type] ?? []) files.add(file);
    for (const namespace of BLOCK_MESSAGES[type] ?? []) for (const file of assets.namespaces?.[tree.locale]?.[namespace] ?? []) files.add(file);
  }
  return [...files];
}

/**
 * The page's one stylesheet: the core, which every page links, followed by the stylesheets of
 * the blocks its tree names, in the cascade's order, all in one address (domain/stylesheets.ts),
 * so the first paint waits for one request, not one per block, and the page loads none of the
 * other blocks' rules.
 */
export function pageStylesheet(assets: ClientAssets, root: TreeNode): string {
  const indexes = new Set<number>();
  for (const type of nodeTypes(root)) for (const index of assets.blockStyles?.[type] ?? []) indexes.add(index);
  const files = [...indexes].sort((a, b) => a - b).flatMap((index) => assets.blockStylesheets?.[index] ?? []);
  const ids = [assets.css, ...files].map((file) => stylesheetIds(file)?.[0]);
  if (!files.length || ids.some((id) => id === undefined)) return `/${assets.css}`;
  return stylesheetAddress(ids as string[]);
}

interface TreeNode {
  type: string;
  children?: TreeNode[];
}

/** Every node type a tree names, its root included. */
function nodeTypes(root: TreeNode): Set<string> {
  const types = new Set<string>();
  const visit = (node: TreeNode) => {
    types.add(node.type);
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  return types;
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
