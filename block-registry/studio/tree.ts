import type { PageNode } from '../../schemas/generated/index.ts';

/**
 * Pure helpers over a page tree's nodes, addressed by node id (unique within a page).
 * Each returns a new tree and leaves the one it was given alone.
 */

/** Where a node sits: its parent (undefined for the root) and its index among the parent's children. */
export interface NodePlace {
  node: PageNode;
  parent?: PageNode;
  index: number;
  depth: number;
}

export function findNode(root: PageNode, id: string, parent?: PageNode, index = 0, depth = 0): NodePlace | undefined {
  if (root.id === id) return { node: root, ...(parent ? { parent } : {}), index, depth };
  for (const [i, child] of (root.children ?? []).entries()) {
    const found = findNode(child, id, root, i, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Every node, depth first, with its depth: the order the tree is listed in. */
export function listNodes(root: PageNode, depth = 0): { node: PageNode; depth: number }[] {
  return [{ node: root, depth }, ...(root.children ?? []).flatMap((child) => listNodes(child, depth + 1))];
}

/** A copy of `root` with the node of `id` replaced by what `change` makes of it. */
export function updateNode(root: PageNode, id: string, change: (node: PageNode) => PageNode): PageNode {
  if (root.id === id) return change(root);
  if (!root.children) return root;
  let changed = false;
  const children = root.children.map((child) => {
    const next = updateNode(child, id, change);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? { ...root, children } : root;
}

export function setProps(root: PageNode, id: string, props: PageNode['props']): PageNode {
  return updateNode(root, id, (node) => ({ ...node, props }));
}

/** Moves a node one place up (-1) or down (+1) among its siblings; at either end nothing changes. */
export function moveNode(root: PageNode, id: string, by: -1 | 1): PageNode {
  const place = findNode(root, id);
  if (!place?.parent) return root;
  const siblings = [...(place.parent.children ?? [])];
  const to = place.index + by;
  if (to < 0 || to >= siblings.length) return root;
  [siblings[place.index], siblings[to]] = [siblings[to] as PageNode, siblings[place.index] as PageNode];
  return updateNode(root, place.parent.id, (parent) => ({ ...parent, children: siblings }));
}

export function removeNode(root: PageNode, id: string): PageNode {
  const place = findNode(root, id);
  if (!place?.parent) return root;
  return updateNode(root, place.parent.id, (parent) => ({ ...parent, children: (parent.children ?? []).filter((child) => child.id !== id) }));
}

/** Every id in the tree. */
export function idsOf(root: PageNode): Set<string> {
  return new Set(listNodes(root).map(({ node }) => node.id));
}

/** `base` if free, else `base-2`, `base-3`, … */
export function freeId(taken: ReadonlySet<string>, base: string): string {
  const stem = base.replace(/-\d+$/, '') || 'block';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

function withFreshIds(node: PageNode, taken: Set<string>): PageNode {
  const id = freeId(taken, node.id);
  taken.add(id);
  return { ...node, id, ...(node.children ? { children: node.children.map((child) => withFreshIds(child, taken)) } : {}) };
}

/** Puts a copy of the node (and its children, all with new ids) right after it; returns the tree and the copy's id. */
export function duplicateNode(root: PageNode, id: string): { root: PageNode; id?: string } {
  const place = findNode(root, id);
  if (!place?.parent) return { root };
  const copy = withFreshIds(structuredClone(place.node), idsOf(root));
  const next = updateNode(root, place.parent.id, (parent) => {
    const children = [...(parent.children ?? [])];
    children.splice(place.index + 1, 0, copy);
    return { ...parent, children };
  });
  return { root: next, id: copy.id };
}

/** Adds `node` as the last child of `parentId`, or right after `afterId` among its siblings. */
export function insertNode(root: PageNode, node: PageNode, where: { parentId: string } | { afterId: string }): PageNode {
  if ('parentId' in where) return updateNode(root, where.parentId, (parent) => ({ ...parent, children: [...(parent.children ?? []), node] }));
  const place = findNode(root, where.afterId);
  if (!place?.parent) return updateNode(root, root.id, (r) => ({ ...r, children: [...(r.children ?? []), node] }));
  return updateNode(root, place.parent.id, (parent) => {
    const children = [...(parent.children ?? [])];
    children.splice(place.index + 1, 0, node);
    return { ...parent, children };
  });
}

/** The JSON Pointer of a node in the document (`/root/children/0`), as ajv's instancePath starts. */
export function nodePointer(root: PageNode, id: string, base = '/root'): string | undefined {
  if (root.id === id) return base;
  for (const [i, child] of (root.children ?? []).entries()) {
    const found = nodePointer(child, id, `${base}/children/${i}`);
    if (found) return found;
  }
  return undefined;
}
