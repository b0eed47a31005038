import type { ComponentType, ReactNode } from 'react';
import type { BlockPropsMap, BlockType } from '../schemas/generated/index.ts';

/** What every block component receives: its validated props, its node id and rendered children. */
export type BlockComponentProps<P> = P & { blockId: string; children?: ReactNode };

/**
 * A block's component, and its schema. The blocks of the pages most shoppers open (home, listers,
 * bike and content pages) and small ones name their `component`: they are in the client's entry
 * bundle. Heavy or rarely used ones (checkout, account, studio, …) name a `load`er instead,
 * `() => import('./blocks/x/X.tsx').then((m) => m.X)`: each is a chunk of its own, loaded when a
 * page names the block.
 */
export type BlockDefinition<P> = (
  | { component: ComponentType<BlockComponentProps<P>>; load?: never }
  | { load: () => Promise<ComponentType<BlockComponentProps<P>>>; component?: never }
) & {
  /** `$id` of the block's schema, relative to the registry base. */
  schemaId: string;
};

/** TypeScript fails when a schema has no component or a component has no schema. */
export type BlockRegistry = { [K in BlockType]: BlockDefinition<BlockPropsMap[K]> };
