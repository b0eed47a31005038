import { blocksLoaded, loadBlocksOf, messagesOf } from '../block-registry/index.ts';
import { loadMessages, messagesLoaded } from '../domain/i18n/instances.ts';
import type { PageTree } from '../schemas/generated/index.ts';

/**
 * Loads what a page tree needs to render without waiting: its blocks' components, and its
 * language's messages with the namespaces its blocks use. The server renders a page after it; the
 * browser hydrates the first page, and shows each page it navigates to, after it. Undefined when
 * all of it is in already, as for nearly every server render: there is nothing to wait for.
 */
export function loadPageCode(tree: PageTree): Promise<void> | undefined {
  const namespaces = messagesOf(tree.root);
  if (blocksLoaded(tree.root) && messagesLoaded(tree.locale, namespaces)) return undefined;
  return Promise.all([loadBlocksOf(tree.root), loadMessages(tree.locale, namespaces)]).then(() => undefined);
}
