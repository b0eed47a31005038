import { type ReactNode, Suspense, use } from 'react';
import { loadBlock, loadedBlock, lookupBlock } from '../block-registry/index.ts';
import type { PageNode } from '../schemas/generated/index.ts';
import { BlockBoundary, BlockFailure } from './block-boundary.tsx';
import { IN_BROWSER } from './kit/in-browser.ts';
import { UnknownBlock } from './unknown-block.tsx';

/**
 * One node: its block inside an error boundary (browser) and a Suspense boundary,
 * which is how a block that throws during the server render is isolated — React
 * writes the fallback for that boundary only and the browser retries it there.
 * A server render never calls an error boundary, so there the block goes without one:
 * the boundary writes no markup, and hydration finds the same elements and Suspense marks.
 * A page's blocks are loaded before it renders (server, hydration, client navigation);
 * one that is not yet (a page changed in place) renders once its chunk is in.
 */
export function RenderNode({ node, path }: { node: PageNode; path: string }) {
  if (!lookupBlock(node.type)) return <UnknownBlock node={node} path={path} />;
  const Block = loadedBlock(node.type);
  const children = node.children?.map((child, index) => <RenderNode key={child.id} node={child} path={`${path}/children/${index}`} />);
  const props = { ...(node.props as Record<string, unknown>), blockId: node.id, children };
  const block = Block ? (
    <Suspense fallback={<BlockFailure node={node} />}>
      <Block {...props} />
    </Suspense>
  ) : (
    <Suspense fallback={null}>
      <LateBlock type={node.type} props={props} />
    </Suspense>
  );
  return IN_BROWSER ? <BlockBoundary node={node}>{block}</BlockBoundary> : block;
}

/** A block whose component was not loaded before the render: waits for its chunk. */
function LateBlock({ type, props }: { type: string; props: Record<string, unknown> & { blockId: string; children?: ReactNode } }) {
  const Block = use(loadBlock(type));
  return <Block {...props} />;
}
