import type { Request } from 'express';

/** A navigation inside the app asks for the page tree as JSON instead of HTML. */
export function wantsJson(req: Request): boolean {
  const accept = req.get('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** Path and query of the request as the shopper sent them. */
export function pathWithQuery(req: Request): string {
  return req.originalUrl;
}
