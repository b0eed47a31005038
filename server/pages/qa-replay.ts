import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrateDocument } from '../commerce/content/page-documents.ts';
import { mapNodes } from '../../schemas/page-tree.ts';
import { paymentFields } from './checkout.ts';
import type { ComposedPage, PageRequest } from './types.ts';

export const RECORDED_PAGES_DIR = join(process.cwd(), 'fixtures', 'pages');

/** Replays a recorded page tree from `fixtures/pages/` (not in production). */
export async function composeQaReplay(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  if (req.config.nodeEnv === 'production' || !params['name']) return undefined;
  try {
    const doc = JSON.parse(await readFile(join(RECORDED_PAGES_DIR, `${params['name']}.json`), 'utf8')) as Record<string, unknown>;
    const { shell: _shell, ...tree } = migrateDocument(doc);
    // The card fields are the replaying store's own provider, not the one of the store that recorded the page.
    return {
      ...tree,
      root: mapNodes(tree.root, (node) => (node.type === 'checkout' ? { ...node, props: { ...node.props, payment: paymentFields(req) } } : node)),
    };
  } catch {
    return undefined;
  }
}
