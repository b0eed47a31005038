import type { ComponentType, ReactNode } from 'react';
import type { BlockPropsMap, BlockType } from '../schemas/generated/index.ts';

/** What every block component receives: its validated props, its node id and rendered children. */
export type BlockComponentProps<P> = P & { blockId: string; children?: ReactNode };

export interface BlockDefinition<P> {
  /**
   * The block's component, imported when a page names the block: in the browser each block is
   * a chunk of its own, so a page loads only the blocks its tree names.
   */
  load: () => Promise<ComponentType<BlockComponentProps<P>>>;
  /** `$id` of the block's schema, relative to the registry base. */
  schemaId: string;
}

/** TypeScript fails when a schema has no component or a component has no schema. */
export type BlockRegistry = { [K in BlockType]: BlockDefinition<BlockPropsMap[K]> };
