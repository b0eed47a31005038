import { useEffect, useRef } from 'react';
import { type LoaderFunction, type RouteObject, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import type { PageTree } from '../schemas/generated/index.ts';
import { loadKnownCart } from './kit/cart/cart-store.ts';
import { IN_BROWSER } from './kit/in-browser.ts';
import { pageTypeEvent, pushDataLayer } from './kit/data-layer.ts';
import { takeRefreshRequest } from './kit/hooks/use-refresh-page.ts';
import { PageRenderer } from './page-renderer.tsx';

export const PAGE_ROUTE_ID = 'page';

/**
 * One splat route: every URL is a page tree, fetched as JSON by the browser's loader. The server
 * renders a tree it already has, handed in as the route's data, so its route has no loader.
 */
export function createRoutes(loader?: LoaderFunction): RouteObject[] {
  return [
    {
      id: PAGE_ROUTE_ID,
      path: '*',
      ...(loader ? { loader } : {}),
      Component: PageRoute,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href || takeRefreshRequest(),
    },
  ];
}

function PageRoute() {
  const tree = useLoaderData() as PageTree;
  const location = useLocation();
  useDocumentMeta(tree);
  usePageTypeEvent(tree, location.pathname);
  useBasketLanguage(tree.locale);
  useHydratedMark();
  return (
    <>
      <PageRenderer tree={tree} contentKey={location.pathname} />
      {IN_BROWSER && <ScrollRestoration />}
    </>
  );
}

/**
 * Marks the document once the first render in the browser (hydration) is committed: from then on
 * the page answers to input. The route's effects run after everything inside it; tests wait for this.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
}

/** Keeps title, description, canonical, hreflang and `<html lang>` in step after client navigation. */
function useDocumentMeta(tree: PageTree) {
  useEffect(() => {
    document.title = tree.meta.title;
    document.documentElement.lang = tree.locale;
    setHeadTag('meta[name="description"]', 'content', tree.meta.description);
    setHeadTag('link[rel="canonical"]', 'href', tree.meta.canonical);
    setHeadTag('link[rel="alternate"][hreflang="en"]', 'href', tree.meta.alternates?.en);
    setHeadTag('link[rel="alternate"][hreflang="de"]', 'href', tree.meta.alternates?.de);
  }, [tree]);
}

/** The basket names its lines in the language of the page the shopper is on: after a change of language it is fetched again. */
function useBasketLanguage(locale: string) {
  const shown = useRef(locale);
  useEffect(() => {
    if (locale === shown.current) return;
    shown.current = locale;
    void loadKnownCart();
  }, [locale]);
}

/** Home, blog lister, blog post and CMS pages each push their data-layer event once per visit of the page (not on a refresh of its data). */
function usePageTypeEvent(tree: PageTree, path: string) {
  const { pageType, locale } = tree;
  const title = tree.meta.title;
  useEffect(() => {
    const event = pageTypeEvent({ pageType, locale, meta: { title } }, path);
    if (event) pushDataLayer(event);
  }, [pageType, locale, title, path]);
}

function setHeadTag(selector: string, attribute: string, value: string | undefined) {
  const element = document.head.querySelector(selector);
  if (!element) return;
  if (value === undefined) element.removeAttribute(attribute);
  else element.setAttribute(attribute, value);
}
