import type { BlockPropsMap, BlockType, PageNode } from '../../schemas/generated/index.ts';

/** A page-tree node: its props are typed by the block's schema, so a wrong prop is a compile error in the composer. */
export function node<Type extends BlockType>(type: Type, id: string, props: BlockPropsMap[Type], children?: PageNode[]): PageNode {
  return { type, id, props: { ...props }, ...(children ? { children } : {}) };
}
