import type { Request, RequestHandler } from 'express';
import { DomainError } from '../lib/errors.ts';

export const CROSS_SITE_REFUSED = 'This call only accepts requests from this site.';

/**
 * Refuses cross-site requests to calls that change state. Browsers send
 * Sec-Fetch-Site (or at least Origin on POST); same-origin passes, and so does a
 * request with neither header (not a browser: it carries no ambient cookies of ours).
 * The API's body reader (strict-json) takes JSON only, which a cross-site HTML form cannot send.
 */
export function sameOriginOnly(siteOrigins: string[]): RequestHandler {
  const allowed = new Set(siteOrigins.map((url) => new URL(url).origin));
  return (req, _res, next) => {
    if (!isSameOrigin(req, allowed)) return next(new DomainError('not_allowed', CROSS_SITE_REFUSED));
    next();
  };
}

function isSameOrigin(req: Request, allowed: Set<string>): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || (site === 'none' && req.method === 'GET');
  const origin = req.get('origin');
  if (!origin) return true;
  if (origin === 'null') return false;
  try {
    const url = new URL(origin);
    return url.host === req.get('host') || allowed.has(url.origin);
  } catch {
    return false;
  }
}
