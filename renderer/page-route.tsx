import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PageTree } from '../schemas/generated/index.ts';
import { loadKnownCart } from './kit/cart/cart-store.ts';
import { pageTypeEvent, pushDataLayer } from './kit/data-layer.ts';
import { PageRenderer } from './page-renderer.tsx';

/**
 * Every URL is a page tree: the server renders the one it composed, the browser's router
 * (client/page-router.tsx) the one it fetched as JSON, inside React Router's location.
 */
export function PageRoute({ tree }: { tree: PageTree }) {
  const location = useLocation();
  useDocumentMeta(tree);
  usePageTypeEvent(tree, location.pathname);
  useBasketLanguage(tree.locale);
  useHydratedMark();
  return <PageRenderer tree={tree} contentKey={location.pathname} />;
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

/**
 * Keeps title, description, canonical, hreflang and `<html lang>` in step after client navigation.
 * Each is written only when it differs: the server wrote them for the first page, and writing
 * `lang` again, even unchanged, has the browser work out every element's style anew (`:lang()`).
 */
function useDocumentMeta(tree: PageTree) {
  useEffect(() => {
    if (document.title !== tree.meta.title) document.title = tree.meta.title;
    if (document.documentElement.lang !== tree.locale) document.documentElement.lang = tree.locale;
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
  if (value === undefined) {
    element.removeAttribute(attribute);
    return;
  }
  // A link given as a path is written at the origin the server wrote it at (its site's), as the server writes it.
  const written = attribute === 'href' ? new URL(value, element.getAttribute('href') ?? document.baseURI).href : value;
  if (element.getAttribute(attribute) !== written) element.setAttribute(attribute, written);
}
