import { type AnchorHTMLAttributes, createElement, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import { IN_BROWSER } from '../in-browser.ts';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** In the browser, as `Link`'s: keep the scroll position (a filter, a page of reviews). */
  preventScrollReset?: boolean;
  /** In the browser, as `Link`'s: replace the history entry instead of adding one (a colour). */
  replace?: boolean;
}

/**
 * Internal paths navigate in the app (page tree fetched as JSON); everything else is a plain link.
 * On the server an internal link is written as the browser's `RouterLink` writes it for a path
 * from the root: the same element, attributes and order, which the browser hydrates. Resolving
 * the path against the route and setting up click handling, as the browser does on every render,
 * was a tenth of a bike page's server render for its hundred-odd links; the path needs no
 * resolving (the site has no basename) and a server render handles no clicks (so
 * `preventScrollReset` and `replace`, which only change what a click does, write nothing). There
 * the props are copied key by key: a rest pattern over the many shapes of props links get is
 * V8's slow copy, and it made every render that shares this component slower (docs/decisions/030).
 */
export function SmartLink(props: SmartLinkProps) {
  if (!IN_BROWSER && isInternalPath(props.href)) return createElement('a', serverLinkProps(props));
  if (isInternalPath(props.href)) return createElement(RouterLink, props);
  const { href, children, target, preventScrollReset, replace, ...rest } = props;
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} target={target} {...rest}>
      {children}
    </a>
  );
}

/**
 * An internal link in the browser: a click (a plain one, on a link that opens here) navigates in
 * the app, after the link's own `onClick` unless that prevented it. React Router's `useHref` and
 * `useLinkClickHandler` are what its `Link` does for the store's links, without `Link`'s
 * prefetching and framework-mode discovery, which the store does not use: `Link` alone brought
 * 4 KB of gzip of React Router into every page's first load (decision 027).
 */
export function RouterLink({ href, children, target, preventScrollReset, replace, onClick, ...rest }: SmartLinkProps) {
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(href, { target, preventScrollReset, replace });
  const resolved = useHref(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return (
    <a {...rest} href={resolved} onClick={handleClick} target={target}>
      {children}
    </a>
  );
}

/** What `RouterLink` hands its `<a>`, in its order: the other props, then the address and target. */
function serverLinkProps(props: SmartLinkProps): Record<string, unknown> {
  const written: Record<string, unknown> = {};
  for (const key in props) if (!NOT_WRITTEN.has(key)) written[key] = props[key as keyof SmartLinkProps];
  written['href'] = props.href;
  written['target'] = props.target;
  written['children'] = props.children;
  return written;
}

/** Props a server-written internal link does not copy as they are: it writes them itself, or they only change what a click does. */
const NOT_WRITTEN = new Set(['href', 'target', 'children', 'preventScrollReset', 'replace']);

export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/nuxt/') && !href.startsWith('/media/');
}
