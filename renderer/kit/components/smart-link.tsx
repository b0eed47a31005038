import type { AnchorHTMLAttributes, ReactNode } from 'react';
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
 * what a click does, write nothing).
 */
export function SmartLink({ href, children, target, preventScrollReset, replace, ...rest }: SmartLinkProps) {
  if (isInternalPath(href)) {
    if (!IN_BROWSER)
      return (
        <a {...rest} href={href} target={target} data-discover="true">
          {children}
        </a>
      );
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

export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/nuxt/') && !href.startsWith('/media/');
}
