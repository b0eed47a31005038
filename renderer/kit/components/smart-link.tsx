import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

/** Internal paths navigate in the app (page tree fetched as JSON); everything else is a plain link. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isInternalPath(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}

export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/nuxt/') && !href.startsWith('/media/');
}
