import type { RequestHandler } from 'express';
import { localRedirectTarget } from '../../domain/customer/safe-redirect.ts';
import { verifiedCustomer } from '../commerce/customer/authenticate.ts';
import type { Database } from '../db/database.ts';
import { redirectPage } from '../lib/redirect.ts';

export type AccountArea = 'account-home' | 'account' | 'auth';

/** Which guarded area a path (without language prefix) is in. */
export function accountArea(path: string): AccountArea | undefined {
  if (path === '/my-account/') return 'account-home';
  if (path.startsWith('/my-account/')) return 'account';
  if (/^\/auth\/(login|register|reset-password)\/$/.test(path)) return 'auth';
  return undefined;
}

/**
 * The account check: a signed-out visitor on an account page goes to login with a
 * local `redirect` back; a signed-in one on login, register or reset-password goes to
 * that `redirect` (a local path only) or the profile; /my-account/ opens the profile.
 */
export function accountAccess(db: Database): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const area = accountArea(req.site.path);
    if (!area) return next();
    const profile = `${req.site.prefix}/my-account/profile/`;
    if (area === 'account-home') return redirectPage(req, res, profile);
    const customer = await verifiedCustomer(db, req, res);
    if (area === 'account' && !customer) return redirectPage(req, res, `${req.site.prefix}/auth/login/?redirect=${encodeURIComponent(req.originalUrl)}`);
    if (area === 'auth' && customer) {
      const target = localRedirectTarget(new URLSearchParams(req.originalUrl.split('?')[1] ?? '').get('redirect'));
      return redirectPage(req, res, target ?? profile);
    }
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  };
}
