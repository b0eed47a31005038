const isNode = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of the tree with `change` applied to every node, parents before their children in
 * order. Works on today's `PageNode` and on the plain JSON of an older document alike;
 * anything among `children` that is not an object is kept as it is.
 */
export function mapNodes<N extends object>(node: N, change: (node: N) => N): N {
  const changed = change(node);
  const children: unknown = (changed as { children?: unknown }).children;
  if (!Array.isArray(children)) return changed;
  return { ...changed, children: children.map((child: unknown) => (isNode(child) ? mapNodes(child as N, change) : child)) };
}
