/** A page tree's node as tests read it from the JSON a page answers. */
export interface TreeNode {
  type: string;
  props: Record<string, unknown>;
  children?: TreeNode[];
}

/** The first node of a type in a page tree, depth first; undefined when there is none. */
export function findByType(node: TreeNode, type: string): TreeNode | undefined {
  if (node.type === type) return node;
  for (const child of node.children ?? []) {
    const hit = findByType(child, type);
    if (hit) return hit;
  }
  return undefined;
}
