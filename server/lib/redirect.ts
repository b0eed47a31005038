import type { Request, Response } from 'express';
import { sameOriginPath } from '../../domain/customer/safe-redirect.ts';
import { wantsJson } from './http.ts';

/** Every redirect the server answers goes through here: the target becomes a path on this site (see `sameOriginPath`). */
export function redirectWithin(res: Response, status: 301 | 302 | 303, location: string): void {
  res.redirect(status, sameOriginPath(location));
}

/**
 * A redirect to another site, only to an https (or http) address whose origin the
 * caller trusts by configuration or staff data: the partner's checkout, a redirect
 * entry staff wrote. Anything else is treated as a path on this site.
 */
export function redirectOutside(res: Response, status: 301 | 302 | 303, location: string, trustedOrigins: readonly string[] | 'any-http'): void {
  res.redirect(status, outsideLocation(location, trustedOrigins));
}

/** The location `redirectOutside` answers with; also for JSON redirects the app follows itself. */
export function outsideLocation(location: string, trustedOrigins: readonly string[] | 'any-http'): string {
  try {
    const url = new URL(location);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    if (web && url.hostname && (trustedOrigins === 'any-http' || trustedOrigins.includes(url.origin))) return url.href;
  } catch {
    // Not an absolute address: a path on this site.
  }
  return sameOriginPath(location);
}

/**
 * A guard's redirect of a page request: a 302 for a browser, or the JSON redirect the app
 * follows when it asked for the page tree; never stored by a cache.
 */
export function redirectPage(req: Request, res: Response, target: string): void {
  const location = sameOriginPath(target);
  res.setHeader('Cache-Control', 'private, no-store');
  if (wantsJson(req)) {
    res.json({ redirect: { location, external: false } });
    return;
  }
  redirectWithin(res, 302, location);
}
