import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { PageContext } from '../../renderer/kit/hooks/page-context.ts';
import { i18nFor } from '../../domain/i18n/index.ts';
import { EMPTY_SHELL } from '../../renderer/page-renderer.tsx';
import { renderNode as renderTreeNode } from '../../renderer/render-node.tsx';
import { loadAllBlocks } from '../../block-registry/index.ts';
import type { PageNode } from '../../schemas/generated/index.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { blockSchemaId } from '../../schemas/files.ts';

// renderNode renders synchronously: every block's component is loaded once, up front.
await loadAllBlocks();

/** The first example of a block's schema: the node block tests render. */
export function exampleNode(type: string): PageNode {
  const example = schemaRegistry().schemas.get(blockSchemaId(type))?.examples?.[0] as PageNode | undefined;
  if (!example) throw new Error(`The ${type} schema has no example`);
  return structuredClone(example);
}

/** Server-renders one node inside what a block may use: router, translations and the page context. */
export function renderNode(node: PageNode, { locale = 'en', url = '/' }: { locale?: 'en' | 'de'; url?: string } = {}): string {
  const html = renderToString(
    <MemoryRouter initialEntries={[url]}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <PageContext.Provider value={{ locale, pageType: 'cms-page', shell: { ...EMPTY_SHELL, site: { ...EMPTY_SHELL.site, defaultLocale: 'en' } } }}>
          {renderTreeNode(node, '/root')}
        </PageContext.Provider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  // The per-block Suspense boundary writes comment markers; assertions are about the block itself.
  return html.replace(/<!--\/?\$-->/g, '');
}

/** Every match of a pattern, for counting repeated elements in rendered HTML. */
export function countMatches(html: string, pattern: RegExp): number {
  return [...html.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].length;
}
