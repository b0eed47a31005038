import { Component, type ReactNode, useContext } from 'react';
import type { PageNode } from '../schemas/generated/index.ts';
import { RenderSettingsContext } from './render-context.tsx';

interface Props {
  node: Pick<PageNode, 'type' | 'id'>;
  children: ReactNode;
}

/** Keeps a block that throws from taking the page down with it. */
export class BlockBoundary extends Component<Props, { error: unknown }> {
  static override contextType = RenderSettingsContext;
  declare context: React.ContextType<typeof RenderSettingsContext>;
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    this.context.report('block-error', this.props.node, error);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <BlockFailure node={this.props.node} />;
  }
}

/** What stands where a failed block was: a note in development, nothing in production. */
export function BlockFailure({ node }: { node: Pick<PageNode, 'type' | 'id'> }) {
  const settings = useContext(RenderSettingsContext);
  if (settings.diagnostics !== 'show') return null;
  return (
    <div className="block-diagnostic" role="note" data-block-error={node.type}>
      Block “{node.type}” ({node.id}) failed to render.
    </div>
  );
}
