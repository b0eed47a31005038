import { createContext, useContext } from 'react';
import type { PageTree, Shell } from '../../../schemas/generated/index.ts';

export interface PageContextValue {
  locale: PageTree['locale'];
  pageType: PageTree['pageType'];
  shell: Shell;
  /** The country the page was written for (the server's shell), before the shopper's own arrives: what keeps places. */
  pageCountry?: string | undefined;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** The page around a block: its language, type and the shell data (site name, menus). */
export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext must be used inside PageRenderer');
  return value;
}

/**
 * True on the block catalogue, where every block is an example: it shows itself but acts on
 * nothing by itself (no guards, redirects or navigation), so the visitor stays on the page.
 */
export function useIsExample(): boolean {
  return usePageContext().pageType === 'block-catalogue';
}

/** Prefixes a path with the page's language when it is not the site's default. */
export function useLocalePath(): (path: string) => string {
  const { locale, shell } = usePageContext();
  return (path) => (locale === shell.site.defaultLocale ? path : `/${locale}${path === '/' ? '/' : path}`);
}
