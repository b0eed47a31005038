import type { MenuEntry } from '../../schemas/generated/index.ts';

export interface MenuNode extends MenuEntry {
  children: MenuNode[];
}

/** Turns the flat menu call (id, level, lft, parent) into a tree ordered by `lft`. */
export function buildMenuTree(entries: readonly MenuEntry[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const entry of entries) nodes.set(entry.id, { ...entry, children: [] });
  const roots: MenuNode[] = [];
  for (const node of [...nodes.values()].sort((a, b) => a.lft - b.lft)) {
    const parent = node.parent ? nodes.get(node.parent.id) : undefined;
    if (parent) parent.children.push(node);
    else if (!node.parent) roots.push(node);
  }
  return roots;
}
