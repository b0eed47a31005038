import type { ImportArrow } from './import-graph.ts';

/**
 * The direction of dependencies (docs/decisions/007-one-way-layers.md):
 * server → renderer → block-registry → renderer kit → domain → schemas, and server → domain.
 */
type Layer = 'schemas' | 'domain' | 'renderer-kit' | 'block-registry' | 'renderer' | 'server';

/** The part of the renderer that blocks may import: HTTP client, data hooks, form kit, stores, shared components. */
export const RENDERER_KIT = 'renderer/kit/';

const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  schemas: ['schemas'],
  domain: ['domain', 'schemas'],
  'renderer-kit': ['renderer-kit', 'domain', 'schemas'],
  'block-registry': ['block-registry', 'renderer-kit', 'domain', 'schemas'],
  renderer: ['renderer', 'renderer-kit', 'block-registry', 'domain', 'schemas'],
  server: ['server', 'renderer', 'renderer-kit', 'domain', 'schemas'],
};

function layerOf(path: string): Layer | undefined {
  if (path.startsWith(RENDERER_KIT)) return 'renderer-kit';
  const top = path.split('/')[0];
  if (top === 'schemas' || top === 'domain' || top === 'block-registry' || top === 'renderer' || top === 'server') return top;
  return undefined;
}

/** The block folder a path lies in (`block-registry/blocks/<name>/…`), if any. */
function blockFolder(path: string): string | undefined {
  const match = /^block-registry\/blocks\/([^/]+)\//.exec(path);
  return match?.[1];
}

const BLOCKS_SHARED = 'shared';
/** Tests may import everything, wherever they live. */
const TEST_FILE = /\.test\.tsx?$/;
/** The one package domain/ uses: i18next turns the shared bundles into words, on both sides, with no I/O. */
const DOMAIN_PACKAGES = new Set(['i18next']);

/** Why `arrow` points the wrong way, or undefined when it is allowed. */
export function wrongWay(arrow: ImportArrow): string | undefined {
  const from = layerOf(arrow.from);
  if (!from || TEST_FILE.test(arrow.from)) return undefined;
  if (arrow.package) {
    if (from !== 'domain' || DOMAIN_PACKAGES.has(arrow.to)) return undefined;
    return 'domain/ imports no package (no React, no Node built-ins, no I/O)';
  }
  const to = layerOf(arrow.to);
  if (!to) {
    const top = arrow.to.split('/')[0];
    if (top === 'fixtures' && from === 'server') return undefined;
    return `${from} does not import ${top}/`;
  }
  if (!MAY_IMPORT[from].includes(to)) return `${from} does not import ${to}`;
  if (arrow.from.startsWith('server/commerce/') && (to === 'renderer' || to === 'renderer-kit')) return 'server/commerce does not import the renderer';
  const targetBlock = blockFolder(arrow.to);
  if (targetBlock && targetBlock !== BLOCKS_SHARED && arrow.from !== 'block-registry/index.ts' && blockFolder(arrow.from) !== targetBlock) {
    return 'a block imports no other block (only block-registry/blocks/shared/)';
  }
  return undefined;
}

/** Every wrong-way arrow, as `file → imported file (reason)`. */
export function wrongWayImports(arrows: readonly ImportArrow[]): string[] {
  const found: string[] = [];
  for (const arrow of arrows) {
    const reason = wrongWay(arrow);
    if (reason) found.push(`${arrow.from} → ${arrow.to} (${reason})`);
  }
  return found;
}

/** Source files that import themselves through others, one cycle per line as `a → b → a`; tests left out. */
export function importCycles(arrows: readonly ImportArrow[]): string[] {
  const next = new Map<string, string[]>();
  for (const arrow of arrows) {
    if (arrow.package || TEST_FILE.test(arrow.from)) continue;
    next.set(arrow.from, [...(next.get(arrow.from) ?? []), arrow.to]);
  }
  const cycles: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      cycles.push([...path.slice(at), file].join(' → '));
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const target of next.get(file) ?? []) visit(target);
    path.pop();
    done.add(file);
  };
  for (const file of next.keys()) visit(file);
  return cycles;
}
