import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blocks } from '../../block-registry/index.ts';
import type { BlockNamespace } from '../../domain/i18n/messages/block-namespaces.ts';

const REGISTRY = join(import.meta.dirname, '../../block-registry/index.ts');
/** `'type': { load: () => import('./blocks/…')` in the registry's source, on one line or several. */
const ENTRY = /(?:'([\w-]+)'|([\w]+)):\s*\{\s*load:\s*\(\)\s*=>\s*import\(\s*'\.\/([^']+)'\s*\)/g;
/** `'type': { component: Name` in the registry's source. */
const NAMED = /(?:'([\w-]+)'|([\w]+)):\s*\{\s*component:\s*(\w+)/g;
/** `import { Name } from './blocks/…'` in the registry's source. */
const IMPORTED = /import\s*\{\s*(\w+)\s*\}\s*from\s*'\.\/([^']+)'/g;

/**
 * The source file each lazily loaded block's component is loaded from (`block-registry/blocks/…`),
 * read from the registry's own text (the import() each loader makes, which is what the bundler
 * splits on): the build maps each file to its chunks, so a page preloads its blocks'. Blocks that
 * name their component are in the entry bundle and have no file here.
 */
export function blockModules(): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const match of readFileSync(REGISTRY, 'utf8').matchAll(ENTRY)) modules[(match[1] ?? match[2]) as string] = `block-registry/${match[3]}`;
  const missing = Object.entries(blocks)
    .filter(([type, block]) => block.load && !modules[type])
    .map(([type]) => type);
  if (missing.length) throw new Error(`The registry's loaders of ${missing.join(', ')} are not written as load: () => import('./blocks/…')`);
  return modules;
}

/**
 * The source file of every block's component, whether the entry bundle holds it (the registry
 * imports it by name) or a chunk of its own does (blockModules).
 */
export function blockComponentModules(): Record<string, string> {
  const source = readFileSync(REGISTRY, 'utf8');
  const imported = new Map([...source.matchAll(IMPORTED)].map((match) => [match[1] as string, `block-registry/${match[2]}`]));
  const modules: Record<string, string> = {};
  for (const match of source.matchAll(NAMED)) {
    const file = imported.get(match[3] as string);
    if (file) modules[(match[1] ?? match[2]) as string] = file;
  }
  Object.assign(modules, blockModules());
  const missing = Object.keys(blocks).filter((type) => !modules[type]);
  if (missing.length) throw new Error(`The registry names no source file for ${missing.join(', ')}: import each component by name from './blocks/…'`);
  return modules;
}

/** Per block type, the namespaces of messages only some blocks use that it names (its registry entry's `messages`). */
export function blockMessages(): Record<string, readonly BlockNamespace[]> {
  return Object.fromEntries(Object.entries(blocks).flatMap(([type, block]) => (block.messages ? [[type, block.messages]] : [])));
}
