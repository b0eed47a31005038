import type { PageNode } from './generated/index.ts';

/** A copy of the tree with `change` applied to every node, parents before their children. */
export function mapNodes(node: PageNode, change: (node: PageNode) => PageNode): PageNode {
  const changed = change(node);
  return changed.children ? { ...changed, children: changed.children.map((child) => mapNodes(child, change)) } : changed;
}
