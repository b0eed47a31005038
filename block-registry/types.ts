import type { ComponentType, ReactNode } from 'react';
import type { BlockPropsMap, BlockType } from '../schemas/generated/index.ts';

/** What every block component receives: its validated props, its node id and rendered children. */
export type BlockComponentProps<P> = P & { blockId: string; children?: ReactNode };

export interface BlockDefinition<P> {
  component: ComponentType<BlockComponentProps<P>>;
  /** `$id` of the block's schema, relative to the registry base. */
  schemaId: string;
}

/** TypeScript fails when a schema has no component or a component has no schema. */
export type BlockRegistry = { [K in BlockType]: BlockDefinition<BlockPropsMap[K]> };
