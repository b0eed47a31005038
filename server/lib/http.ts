import type { IncomingMessage } from 'node:http';

/**
 * What these helpers read of a request: node's own fields, and Express's `originalUrl` once
 * Express has seen it. So they answer alike for a request Express handles and for one answered
 * before it (kept pages, server/middleware/kept-pages.ts).
 */
export type RequestLine = Pick<IncomingMessage, 'method' | 'url' | 'headers'> & { originalUrl?: string };

/** A navigation inside the app asks for the page tree as JSON instead of HTML. */
export function wantsJson(req: RequestLine): boolean {
  const accept = req.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** Path and query of the request as the shopper sent them. */
export function pathWithQuery(req: RequestLine): string {
  return req.originalUrl ?? req.url ?? '/';
}

/** The path the shopper asked for, without the query. */
export function pathOf(req: RequestLine): string {
  const url = pathWithQuery(req);
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
