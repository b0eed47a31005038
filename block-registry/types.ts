import type { ComponentType, ReactNode } from 'react';
import type { BlockNamespace } from '../domain/i18n/messages/block-namespaces.ts';
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
  /**
   * The namespaces of messages only some blocks use that the block's code uses (`account`,
   * `checkout`, `cycletowork`): a page that names the block loads them with it. The build fails
   * when a block uses one it does not name here (server/build/message-namespaces.ts).
   */
  messages?: readonly BlockNamespace[];
};

/** TypeScript fails when a schema has no component or a component has no schema. */
export type BlockRegistry = { [K in BlockType]: BlockDefinition<BlockPropsMap[K]> };
