import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageTree, Shell } from '../schemas/generated/index.ts';
import { PageContext } from './kit/hooks/page-context.ts';
import { i18nFor } from '../domain/i18n/instances.ts';
import { useRenderSettings } from './render-context.tsx';
import { renderNode } from './render-node.tsx';
import { type AppError, useAppErrorStore } from './kit/stores/app-error-store.ts';
import { Layout } from './shell/layout.tsx';
import { useShopperShell } from './kit/stores/shopper-store.ts';

/** A shell for trees replayed without one (recorded fixtures, previews). */
export const EMPTY_SHELL: Shell = {
  site: { name: 'Northvale Cycles', variant: 'default', defaultLocale: 'en', showGoInStore: false },
  mainMenu: [],
  footerMenu: [],
  socialLinks: [],
};

/** Renders any page tree: the layout it names around its root node. Nothing page-specific lives here. */
export function PageRenderer({ tree, contentKey }: { tree: PageTree; contentKey?: string }) {
  const appError = useAppErrorStore((s) => s.error);
  const shell = useShopperShell(tree.shell ?? EMPTY_SHELL);
  const pageCountry = tree.shell?.location?.code;
  const context = useMemo(() => ({ locale: tree.locale, pageType: tree.pageType, shell, pageCountry }), [tree.locale, tree.pageType, shell, pageCountry]);
  const { blockBoundaries } = useRenderSettings();
  const root = appError ? errorNode(appError) : tree.root;
  return (
    <I18nextProvider i18n={i18nFor(tree.locale)}>
      <PageContext.Provider value={context}>
        <Layout page={tree} shell={shell}>
          {renderNode(root, '/root', { boundaries: blockBoundaries === true, key: contentKey })}
        </Layout>
      </PageContext.Provider>
    </I18nextProvider>
  );
}

function errorNode(error: AppError): PageTree['root'] {
  return { type: 'error-page', id: 'app-error', props: { statusCode: error.statusCode, message: error.message } };
}
