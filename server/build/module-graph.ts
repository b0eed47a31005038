import type * as esbuild from 'esbuild';
import { REGISTRY } from './client-sources.ts';

/**
 * The source modules reached from `starts` in the client build's module graph: what they import,
 * however deep, and with `lazy` what they load later too (a block's own later parts). The
 * registry's imports and loads are the blocks, each the blocks' own, not the registry's importer's.
 */
export function moduleClosure(meta: esbuild.Metafile, starts: string[], lazy: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (module === REGISTRY) return;
    for (const imported of meta.inputs[module]?.imports ?? []) {
      if (imported.external || (imported.kind !== 'import-statement' && !(lazy && imported.kind === 'dynamic-import'))) continue;
      visit(imported.path);
    }
  };
  for (const start of starts) visit(start);
  return seen;
}
