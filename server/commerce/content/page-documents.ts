import type { PageNode, PageTree } from '../../../schemas/generated/index.ts';
import { sanitizeRichText } from './sanitize.ts';

/**
 * Upgrades a stored page document to the current schemaVersion, one step per version.
 * Content written today keeps rendering after the format moves on.
 */
const MIGRATIONS: Record<number, (doc: Record<string, unknown>) => Record<string, unknown>> = {
  // 1 → 2 goes here when the format changes.
};

export const CURRENT_SCHEMA_VERSION = 1;

/** The stored document upgraded to the current schemaVersion, as an editor sees it (`$schema` and key order kept). */
export function upgradeDocument(doc: Record<string, unknown>): Record<string, unknown> {
  let current = doc;
  let version = typeof current['schemaVersion'] === 'number' ? (current['schemaVersion'] as number) : 1;
  while (version < CURRENT_SCHEMA_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) throw new Error(`No page migration from schemaVersion ${version}`);
    current = { ...step(current), schemaVersion: version + 1 };
    version += 1;
  }
  return current;
}

/** The stored document upgraded and ready to render: `$schema` (an editor's aid) left out. */
export function migrateDocument(doc: Record<string, unknown>): PageTree {
  const { $schema: _schema, ...tree } = upgradeDocument(doc);
  return tree as unknown as PageTree;
}

/** Props named `html` or ending in `Html` (at any depth) hold editor HTML. */
function isHtmlKey(key: string): boolean {
  return key === 'html' || key.endsWith('Html');
}

function sanitizeValue(value: unknown, key: string): unknown {
  if (typeof value === 'string') return isHtmlKey(key) ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeValue(v, k)]));
  return value;
}

/** Walks a tree and sanitises every prop that carries editor HTML (rich-text, accordion answers…). */
export function sanitizeTree(node: PageNode): PageNode {
  const props = sanitizeValue(node.props, '') as PageNode['props'];
  return node.children ? { ...node, props, children: node.children.map(sanitizeTree) } : { ...node, props };
}
