import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';
import { actionRefusal, areaRefusal, mayTakeAction, mayUseArea, type StaffArea } from '../../domain/staff/staff-areas.ts';
import { type StaffMember, staffOfToken } from '../commerce/staff/staff.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../lib/errors.ts';

/** The studio's session cookie: staff only, never a customer's. */
export const STUDIO_COOKIE = 'studio_session';

export const STUDIO_SIGN_IN_FIRST = 'Sign in to the studio first (POST /studio/api/session), or send a staff token (Authorization: Bearer …).';

/** The staff token of a request: a bearer token (command line) or the studio cookie (browser). */
export function staffTokenOf(req: Request): string | undefined {
  const authorization = req.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice('bearer '.length).trim();
  return parseCookies(req.headers.cookie ?? '')[STUDIO_COOKIE];
}

/** The signed-in staff member of a request, if any. */
export function staffOf(db: Database, req: Request): Promise<StaffMember | undefined> {
  return staffOfToken(db, staffTokenOf(req));
}

/**
 * Lets only signed-in staff who may use `area` (or, with no area, any staff member) through:
 * 401 for anyone else (customers included), 403 for a role that does not work there.
 * With `action`, also 403 when that action of the area is kept for admin. The roles of each
 * area are in one map (domain/staff/staff-areas.ts).
 */
export function requireStaff(db: Database, area?: StaffArea, action?: string): RequestHandler {
  return async (req, res, next) => {
    const staff = await staffOf(db, req);
    if (!staff) return next(new DomainError('unauthorized', STUDIO_SIGN_IN_FIRST));
    if (area && !mayUseArea(staff.role, area)) return next(new DomainError('not_allowed', areaRefusal(area, staff.role)));
    if (area && action && !mayTakeAction(staff.role, area, action)) return next(new DomainError('not_allowed', actionRefusal(area, action, staff.role)));
    res.locals['staff'] = staff;
    next();
  };
}
