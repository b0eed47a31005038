import type { Request, RequestHandler } from 'express';
import type { StaffMember } from '../commerce/staff/staff.ts';
import { redirectPage } from '../lib/redirect.ts';

/** Which studio page a path (without language prefix) is: sign-in, a staff page, or none. */
export function studioArea(path: string): 'login' | 'staff' | undefined {
  if (path === '/studio/login/') return 'login';
  if (path.startsWith('/studio/') && !path.startsWith('/studio/api/')) return 'staff';
  return undefined;
}

/**
 * The studio's pages refuse visitors without a staff session: they go to the studio's
 * sign-in with a `next` path back (the studio API checks the session and role on every call
 * as well). Studio pages are never stored by a cache.
 */
export function studioAccess(staffOf: (req: Request) => Promise<StaffMember | undefined>): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const area = studioArea(req.site.path);
    if (!area) return next();
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    if (area === 'staff' && !(await staffOf(req))) return redirectPage(req, res, `/studio/login/?next=${encodeURIComponent(req.site.path)}`);
    next();
  };
}
