import type { PageNode, PageTree } from '../../schemas/generated/index.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

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

/** A content page whose root is a stack of `children`, as the validator and the renderer take it. */
export function contentPage(children: unknown[], { layout = 'default', title = 'Test' }: { layout?: PageTree['layout']; title?: string } = {}): PageTree {
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'cms-page',
    layout,
    locale: 'en',
    meta: { title },
    root: { type: 'stack', id: 'root', props: {}, children: children as PageNode[] },
  };
}
