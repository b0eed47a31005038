import type { Request, RequestHandler } from 'express';
import type { Queryable } from '../db/database.ts';
import { lookupUrl, normaliseRedirect, skipsRedirectLookup, toUrlKey } from '../commerce/content/url-lookup.ts';
import { wantsJson } from '../lib/http.ts';
import { sameOriginPath } from '../../domain/customer/safe-redirect.ts';
import { outsideLocation, redirectOutside } from '../lib/redirect.ts';

/** Answers a URL the lookup says has moved with a 301 (a JSON redirect for in-app navigation); `dbFor` gives the request's database. */
export function redirectLookup(dbFor: (req: Request) => Queryable): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' || skipsRedirectLookup(req.site.path)) return next();
    const info = await lookupUrl(dbFor(req), toUrlKey(req.site.path), req.site.dataEnv);
    // The page step finds its composer by the same answer: one lookup per request.
    req.urlInfo = info;
    if (info.page_status !== '301' || !info.redirect_url) return next();
    const target = normaliseRedirect(info.redirect_url);
    // An absolute target is one staff wrote into the redirects table; anything else stays on this site.
    const location = target.external ? outsideLocation(target.location, 'any-http') : sameOriginPath(`${req.site.prefix}${target.location}`);
    if (wantsJson(req)) {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ redirect: { location, external: target.external } });
      return;
    }
    redirectOutside(res, 301, location, 'any-http');
  };
}
