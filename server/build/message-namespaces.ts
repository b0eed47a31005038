import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as esbuild from 'esbuild';
import { BLOCK_NAMESPACES, type BlockNamespace } from '../../domain/i18n/messages/block-namespaces.ts';
import { BOOT, ENTRY } from './client-sources.ts';
import { moduleClosure } from './module-graph.ts';

const NAMES = BLOCK_NAMESPACES.join('|');
/** `useTranslation('ns')`, `useTranslation(['ns', …])`, `t('ns:key')`, `{ ns: 'ns' }` and `getFixedT(…, 'ns')`, for a namespace only some blocks use. */
const USES = new RegExp(
  [
    `useTranslation\\(\\s*\\[?\\s*['"\`](${NAMES})['"\`]`,
    `['"\`](${NAMES}):[\\w.]+['"\`]`,
    `\\bns:\\s*['"\`](${NAMES})['"\`]`,
    `getFixedT\\([^)]*['"\`](${NAMES})['"\`]`,
  ].join('|'),
  'g',
);

/** The namespaces only some blocks use that a module's source text uses. */
export function namespacesUsedIn(source: string): Set<BlockNamespace> {
  return new Set([...source.matchAll(USES)].map((match) => match.slice(1).find(Boolean) as BlockNamespace));
}

/**
 * What is wrong with the blocks' `messages`, from the client build's module graph: a module the
 * entry or boot script imports uses a namespace only some blocks use (every page would need it),
 * or a block's code (what its component imports or loads, however deep) uses one the block does
 * not name. Empty when all is well.
 */
export function namespaceProblems(
  meta: esbuild.Metafile,
  components: Record<string, string>,
  named: Record<string, readonly BlockNamespace[] | undefined>,
  root = process.cwd(),
): string[] {
  const read = new Map<string, Set<BlockNamespace>>();
  const usedBy = (module: string) => {
    let uses = read.get(module);
    if (!uses) {
      uses = /\.[cm]?[jt]sx?$/.test(module) && !module.includes('node_modules') ? namespacesUsedIn(readFileSync(join(root, module), 'utf8')) : new Set();
      read.set(module, uses);
    }
    return uses;
  };
  const problems: string[] = [];
  for (const module of moduleClosure(meta, [ENTRY, BOOT], false))
    for (const namespace of usedBy(module)) problems.push(`${module} is on every page and uses the "${namespace}" messages, which only some blocks load`);
  for (const [type, component] of Object.entries(components)) {
    const needed = new Set<BlockNamespace>();
    for (const module of moduleClosure(meta, [component], true)) for (const namespace of usedBy(module)) needed.add(namespace);
    const missing = [...needed].filter((namespace) => !named[type]?.includes(namespace));
    if (missing.length)
      problems.push(`the "${type}" block uses the ${missing.map((n) => `"${n}"`).join(', ')} messages: name them in its registry entry's messages`);
  }
  return problems;
}
