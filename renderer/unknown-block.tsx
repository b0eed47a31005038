import { useEffect } from 'react';
import type { PageNode } from '../schemas/generated/index.ts';
import { IN_BROWSER } from './kit/in-browser.ts';
import { useRenderSettings } from './render-context.tsx';

/** The explicit renderer for a node type the block registry does not know. */
export function UnknownBlock({ node, path }: { node: Pick<PageNode, 'type' | 'id'>; path: string }) {
  const settings = useRenderSettings();
  if (!IN_BROWSER) settings.report('unknown-type', node);
  useEffect(() => settings.report('unknown-type', node), [settings, node]);
  if (settings.diagnostics === 'omit') return null;
  return (
    <div className="block-diagnostic" role="note" data-unknown-block={node.type}>
      Unknown block type “{node.type}” ({node.id}) at <code>{path}</code>
    </div>
  );
}
