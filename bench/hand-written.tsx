import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { BlogList } from '../block-registry/blocks/blog-list/BlogList.tsx';
import { Heading } from '../block-registry/blocks/heading/Heading.tsx';
import { RichText } from '../block-registry/blocks/rich-text/RichText.tsx';
import { Stack } from '../block-registry/blocks/stack/Stack.tsx';
import { PageContext } from '../renderer/kit/hooks/page-context.ts';
import { i18nFor } from '../domain/i18n/index.ts';
import { RenderSettingsContext, reportOnce } from '../renderer/render-context.tsx';
import { Layout } from '../renderer/shell/layout.tsx';
import { BENCH_TREE, CARDS, SECTIONS, SHELL } from './content-tree.ts';

const SETTINGS = { diagnostics: 'omit' as const, report: reportOnce };
const CONTEXT = { locale: 'en' as const, pageType: 'cms-page' as const, shell: SHELL };

/** The bench page written by hand with the same components: no tree walk, no registry lookup, no per-block boundaries. */
function DeliveryPage() {
  return (
    <I18nextProvider i18n={i18nFor('en')}>
      <PageContext.Provider value={CONTEXT}>
        <Layout page={BENCH_TREE} shell={SHELL}>
          <Stack blockId="page" width="narrow">
            <Heading blockId="title" text="Delivery and returns" level={1} />
            {SECTIONS.map((section, index) => [
              <Heading key={`h${section.title}`} blockId={`section-${index}`} text={section.title} level={2} />,
              <RichText key={`t${section.title}`} blockId={`section-${index}-text`} html={section.html} />,
            ])}
            <BlogList blockId="journal" posts={CARDS} page={1} pageCount={1} basePath="/blog/" />
          </Stack>
        </Layout>
      </PageContext.Provider>
    </I18nextProvider>
  );
}

/** A hand-written app still has a router (the shell's links need one), at the request's address. */
export async function renderHandWritten(url: string): Promise<string> {
  const { pathname, search } = new URL(url, 'http://storefront.local');
  return renderToString(
    <RenderSettingsContext.Provider value={SETTINGS}>
      <StaticRouter location={{ pathname, search }}>
        <DeliveryPage />
      </StaticRouter>
    </RenderSettingsContext.Provider>,
  );
}
