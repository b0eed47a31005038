import { type AnchorHTMLAttributes, createElement, type ReactNode } from 'react';
import { Link } from 'react-router';
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
 * On the server an internal link is written as `Link` writes it for a path from the root: the
 * same element, attributes and order, which the browser's `Link` hydrates. `Link` resolves the
 * path against the route and sets up its click handling on every render, a tenth of a bike page's
 * server render for its hundred-odd links; the path needs no resolving (the site has no basename)
 * and a server render handles no clicks (so `preventScrollReset` and `replace`, which only change
 * what a click does, write nothing). There the props are copied key by key: a rest pattern over
 * the many shapes of props links get is V8's slow copy, and it made every render that shares this
 * component slower (docs/decisions/030).
 */
export function SmartLink(props: SmartLinkProps) {
  if (!IN_BROWSER && isInternalPath(props.href)) return createElement('a', serverLinkProps(props));
  const { href, children, target, preventScrollReset, replace, ...rest } = props;
  if (isInternalPath(href)) {
    return (
      <Link to={href} target={target} preventScrollReset={preventScrollReset} replace={replace} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} target={target} {...rest}>
      {children}
    </a>
  );
}

/** What `Link` hands its `<a>`, in its order: the other props, then the address and target, and `data-discover`. */
function serverLinkProps(props: SmartLinkProps): Record<string, unknown> {
  const written: Record<string, unknown> = {};
  for (const key in props) if (!NOT_WRITTEN.has(key)) written[key] = props[key as keyof SmartLinkProps];
  written['href'] = props.href;
  written['target'] = props.target;
  written['data-discover'] = 'true';
  written['children'] = props.children;
  return written;
}

/** Props a server-written internal link does not copy as they are: it writes them itself, or they only change what a click does. */
const NOT_WRITTEN = new Set(['href', 'target', 'children', 'preventScrollReset', 'replace']);

export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/nuxt/') && !href.startsWith('/media/');
}
