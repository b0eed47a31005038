import type { PageNode, PageTree } from '../../../schemas/generated/index.ts';
import { mapNodes } from '../../../schemas/page-tree.ts';
import { CURRENT_SCHEMA_VERSION, upgradeDocument, upgradeForReading } from './migrations/index.ts';
import { sanitizeRichText } from './sanitize.ts';

/** The document upgraded and ready to render: `$schema` (an editor's aid) left out. Throws UnreadableVersion as upgradeDocument does. */
export function migrateDocument(doc: Record<string, unknown>): PageTree {
  const { $schema: _schema, ...tree } = upgradeDocument(doc);
  return tree as unknown as PageTree;
}

/**
 * A stored document ready to render: upgraded or, when its version cannot be read (see
 * upgradeForReading), as it is under the current version, so the shop shows the blocks that are
 * valid today (the renderer leaves out the others) rather than failing the whole page.
 */
export function storedTree(doc: Record<string, unknown>): PageTree {
  const { $schema: _schema, ...tree } = upgradeForReading(doc);
  return { ...tree, schemaVersion: CURRENT_SCHEMA_VERSION } as unknown as PageTree;
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
  return mapNodes(node, (each) => ({ ...each, props: sanitizeValue(each.props, '') as PageNode['props'] }));
}
