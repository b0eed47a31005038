import { type ReactElement, type ReactNode, Suspense, use } from 'react';
import { loadBlock, loadedBlock, lookupBlock } from '../block-registry/index.ts';
import type { PageNode } from '../schemas/generated/index.ts';
import { BlockBoundary, BlockFailure } from './block-boundary.tsx';
import { IN_BROWSER } from './kit/in-browser.ts';
import { UnknownBlock } from './unknown-block.tsx';

export interface RenderNodeOptions {
  /**
   * Each block in a Suspense boundary of its own: how a server render isolates a block that
   * throws (React writes that boundary's fallback, and the browser retries the block there). The
   * server renders a page without them first and with them only when a block failed
   * (server/render-page.tsx); the browser hydrates the shape the server wrote (`#__app`).
   */
  boundaries?: boolean;
  /** The root's key, so that a new page mounts afresh. */
  key?: string | undefined;
}

const WITH_BOUNDARIES: RenderNodeOptions = { boundaries: true };
const WITHOUT_BOUNDARIES: RenderNodeOptions = {};

/**
 * One node as elements: its block, in the browser inside an error boundary (which writes no
 * markup, so hydration finds the server's elements), and in a Suspense boundary when the options
 * ask for one. A page's blocks are loaded before it renders (server, hydration, client
 * navigation); one that is not yet (a page changed in place) renders once its chunk is in.
 * A plain function, not a component: the tree is data, so walking it needs no component of its
 * own per node (no hooks, no state), and React renders the blocks as it renders hand-written JSX.
 */
export function renderNode(node: PageNode, path: string, options: RenderNodeOptions = WITHOUT_BOUNDARIES): ReactElement {
  const elementKey = options.key ?? node.id;
  if (!lookupBlock(node.type)) return <UnknownBlock key={elementKey} node={node} path={path} />;
  const Block = loadedBlock(node.type);
  const childOptions = options.boundaries ? WITH_BOUNDARIES : WITHOUT_BOUNDARIES;
  const children = node.children?.map((child, index) => renderNode(child, `${path}/children/${index}`, childOptions));
  // Copied, not spread: one spread site for every block type's props is V8's slow, megamorphic
  // copy, which took longer than the rest of the walk together (bench page: 35 µs, now 5).
  const props = Object.assign({}, node.props) as BlockProps;
  props.blockId = node.id;
  props.children = children;
  let block: ReactElement;
  if (!Block) {
    block = (
      <Suspense key={elementKey} fallback={null}>
        <LateBlock type={node.type} props={props} />
      </Suspense>
    );
  } else if (options.boundaries) {
    block = (
      <Suspense key={elementKey} fallback={<BlockFailure node={node} />}>
        <Block {...props} />
      </Suspense>
    );
  } else {
    block = <Block key={elementKey} {...props} />;
  }
  return IN_BROWSER ? (
    <BlockBoundary key={elementKey} node={node}>
      {block}
    </BlockBoundary>
  ) : (
    block
  );
}

type BlockProps = Record<string, unknown> & { blockId: string; children?: ReactNode };

/** A block whose component was not loaded before the render: waits for its chunk. */
function LateBlock({ type, props }: { type: string; props: BlockProps }) {
  const Block = use(loadBlock(type));
  return <Block {...props} />;
}
