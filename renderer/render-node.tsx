import { type ReactElement, type ReactNode, Suspense, use } from 'react';
import { loadBlock, loadedBlock, lookupBlock } from '../block-registry/index.ts';
import type { PageNode } from '../schemas/generated/index.ts';
import { BlockBoundary, BlockFailure } from './block-boundary.tsx';
import { IN_BROWSER } from './kit/in-browser.ts';
import { UnknownBlock } from './unknown-block.tsx';

/**
 * One node as elements: its block inside an error boundary (browser) and a Suspense boundary,
 * which is how a block that throws during the server render is isolated — React
 * writes the fallback for that boundary only and the browser retries it there.
 * A server render never calls an error boundary, so there the block goes without one:
 * the boundary writes no markup, and hydration finds the same elements and Suspense marks.
 * A page's blocks are loaded before it renders (server, hydration, client navigation);
 * one that is not yet (a page changed in place) renders once its chunk is in.
 * A plain function, not a component: the tree is data, so walking it needs no component of its
 * own per node (no hooks, no state), and React renders the blocks as it renders hand-written JSX.
 */
export function renderNode(node: PageNode, path: string, key?: string): ReactElement {
  const elementKey = key ?? node.id;
  if (!lookupBlock(node.type)) return <UnknownBlock key={elementKey} node={node} path={path} />;
  const Block = loadedBlock(node.type);
  const children = node.children?.map((child, index) => renderNode(child, `${path}/children/${index}`));
  const props = { ...(node.props as Record<string, unknown>), blockId: node.id, children };
  const block = Block ? (
    <Suspense key={elementKey} fallback={<BlockFailure node={node} />}>
      <Block {...props} />
    </Suspense>
  ) : (
    <Suspense key={elementKey} fallback={null}>
      <LateBlock type={node.type} props={props} />
    </Suspense>
  );
  return IN_BROWSER ? (
    <BlockBoundary key={elementKey} node={node}>
      {block}
    </BlockBoundary>
  ) : (
    block
  );
}

/** A block whose component was not loaded before the render: waits for its chunk. */
function LateBlock({ type, props }: { type: string; props: Record<string, unknown> & { blockId: string; children?: ReactNode } }) {
  const Block = use(loadBlock(type));
  return <Block {...props} />;
}
