import type { RequestHandler } from 'express';
import { redirectWithin } from '../lib/redirect.ts';

/** Every page path except `/` ends with a slash; the redirect keeps the query (the browser keeps the hash). */
export function slashedLocation(path: string, query: string): string | undefined {
  if (path === '/' || path.endsWith('/')) return undefined;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return undefined;
  return `${path}/${query}`;
}

export function trailingSlash(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const location = slashedLocation(req.path, req.originalUrl.slice(req.path.length));
    if (!location) return next();
    redirectWithin(res, 301, location);
  };
}
