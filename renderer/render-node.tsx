import { Suspense } from 'react';
import { lookupBlock } from '../block-registry/index.ts';
import type { PageNode } from '../schemas/generated/index.ts';
import { BlockBoundary, BlockFailure } from './block-boundary.tsx';
import { UnknownBlock } from './unknown-block.tsx';

/**
 * One node: its block inside an error boundary (browser) and a Suspense boundary,
 * which is how a block that throws during the server render is isolated — React
 * writes the fallback for that boundary only and the browser retries it there.
 */
export function RenderNode({ node, path }: { node: PageNode; path: string }) {
  const block = lookupBlock(node.type);
  if (!block) return <UnknownBlock node={node} path={path} />;
  const Block = block.component;
  const children = node.children?.map((child, index) => <RenderNode key={child.id} node={child} path={`${path}/children/${index}`} />);
  return (
    <BlockBoundary node={node}>
      <Suspense fallback={<BlockFailure node={node} />}>
        <Block {...(node.props as Record<string, unknown>)} blockId={node.id}>
          {children}
        </Block>
      </Suspense>
    </BlockBoundary>
  );
}
