import type { Request, RequestHandler } from 'express';
import { AREA_DEFINITIONS, areaOfPath, areaRefusal, areasOfRole, mayUseArea } from '../../domain/staff/staff-areas.ts';
import type { StaffMember } from '../commerce/staff/staff.ts';
import { DomainError } from '../lib/errors.ts';
import { redirectPage } from '../lib/redirect.ts';

/** Which studio page a path (without language prefix) is: sign-in, a staff page, or none. */
export function studioArea(path: string): 'login' | 'staff' | undefined {
  if (path === '/studio/login/') return 'login';
  if (path.startsWith('/studio/') && !path.startsWith('/studio/api/')) return 'staff';
  return undefined;
}

/**
 * The studio's pages refuse visitors without a staff session: they go to the studio's
 * sign-in with a `next` path back. A staff member outside the page's area (the role map in
 * domain/staff/staff-areas.ts) gets a 403 page; the studio's start sends them to their first
 * area. The studio API checks the session and role on every call as well. Studio pages are
 * never stored by a cache.
 */
export function studioAccess(staffOf: (req: Request) => Promise<StaffMember | undefined>): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const kind = studioArea(req.site.path);
    if (!kind) return next();
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    if (kind === 'login') return next();
    const staff = await staffOf(req);
    // Back to the same list after sign-in: its filters are in the query.
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    if (!staff) return redirectPage(req, res, `/studio/login/?next=${encodeURIComponent(req.site.path + search)}`);
    req.staff = staff;
    const area = areaOfPath(req.site.path);
    if (!area || mayUseArea(staff.role, area)) return next();
    const home = areasOfRole(staff.role).find((each) => AREA_DEFINITIONS[each].pages);
    if (req.site.path === '/studio/' && home) return redirectPage(req, res, AREA_DEFINITIONS[home].path);
    next(new DomainError('not_allowed', areaRefusal(area, staff.role)));
  };
}
