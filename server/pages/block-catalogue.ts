import type { PageNode } from '../../schemas/generated/index.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import type { Composer } from './types.ts';
import { node } from './node.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

/** Every registered block rendered from its schema's `examples`, for editors and QA. */
export const composeBlockCatalogue: Composer = async (req) => {
  const registry = schemaRegistry();
  const children: PageNode[] = [node('heading', 'catalogue-title', { text: 'Block catalogue', level: 1, eyebrow: 'For editors' })];
  for (const type of [...registry.blockTypes].sort()) {
    const schema = registry.schemas.get(`https://schemas.bike-storefront.dev/blocks/${type}.json`);
    const examples = (schema?.examples ?? []) as PageNode[];
    children.push(
      node('heading', `catalogue-${type}`, { text: type, level: 2, eyebrow: String(schema?.['description'] ?? '').slice(0, 80) || undefined } as never),
    );
    for (const [index, example] of examples.entries()) children.push({ ...example, id: `catalogue-${type}-${index}-${example.id}` });
  }
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'block-catalogue',
    layout: 'default',
    locale: req.site.locale,
    meta: { title: 'Block catalogue', robots: 'noindex' },
    root: node('stack', 'catalogue', { width: 'wide' }, children),
  };
};
