import type { MenuEntry } from '../../schemas/generated/index.ts';

export interface MenuNode extends MenuEntry {
  children: MenuNode[];
}

/**
 * The tree of each menu list, made once: the shell's menus are shared by every page composed
 * while the shell is kept (server/pages/shell.ts), and the header, the phone menu and the footer
 * each ask for theirs on every render. The trees are read, never changed.
 */
const built = new WeakMap<readonly MenuEntry[], MenuNode[]>();

/** Turns the flat menu call (id, level, lft, parent) into a tree ordered by `lft`. */
export function buildMenuTree(entries: readonly MenuEntry[]): MenuNode[] {
  let tree = built.get(entries);
  if (!tree) {
    tree = menuTree(entries);
    built.set(entries, tree);
  }
  return tree;
}

function menuTree(entries: readonly MenuEntry[]): MenuNode[] {
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
