import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, STATUS_BY_TYPE } from '../lib/errors.ts';

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

export function describeBodyError(error: BodyParserError): { status: number; message: string } | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'The request body is not valid JSON.' };
    case 'entity.too.large':
      return { status: 413, message: `The request body is too large (${Math.round((error.limit ?? 0) / 1024)} kB at most).` };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'The request body must be UTF-8 JSON.' };
    case 'request.aborted':
      return { status: 400, message: 'The request was aborted.' };
    default:
      return undefined;
  }
}

/** Maps every error to a status and a message a person can act on; nothing internal leaks out. */
export function apiErrorHandler(): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof DomainError) {
      res
        .status(STATUS_BY_TYPE[error.type])
        .json({ error: error.message, errors: [{ message: error.message, ...(error.field ? { field: error.field } : {}) }] });
      return;
    }
    const body = describeBodyError(error as BodyParserError);
    if (body) {
      res.status(body.status).json({ error: body.message, errors: [{ message: body.message }] });
      return;
    }
    req.log.error('unexpected error', { err: error });
    const message = `Something went wrong on our side. Please try again; if it keeps happening, quote reference ${req.id}.`;
    res.status(500).json({ error: message, errors: [{ message }] });
  };
}

/** What the router keeps of each route and mounted router; read to tell a wrong method from an unknown call. */
interface RouterLayer {
  route?: { methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  match(path: string): boolean;
}

/** The methods some route of `stack` answers for `path`, nested routers included. */
function methodsFor(stack: readonly RouterLayer[], path: string): Set<string> {
  const found = new Set<string>();
  for (const layer of stack) {
    if (!layer.match(path)) continue;
    if (layer.route) for (const method of Object.keys(layer.route.methods)) found.add(method.toUpperCase());
    else if (layer.handle?.stack) for (const method of methodsFor(layer.handle.stack, path)) found.add(method);
  }
  found.delete('_ALL');
  if (found.has('GET')) found.add('HEAD');
  return found;
}

type Routes = { stack: unknown[] };

/**
 * The API's last step: 405 with Allow when the call exists for another method, else 404.
 * `router` is the router this step ends; `rootRouters` are mounted at the site root and
 * also answer API paths (the partner's webhook).
 */
export function apiNotFound(router?: Routes, rootRouters: Routes[] = []): RequestHandler {
  return (req, res) => {
    const path = req.originalUrl.split('?')[0] ?? req.path;
    const allowed = [
      ...new Set([
        ...(router ? methodsFor(router.stack as RouterLayer[], req.path) : []),
        ...rootRouters.flatMap((root) => [...methodsFor(root.stack as RouterLayer[], path)]),
      ]),
    ];
    if (allowed.length) {
      const message = `${req.method} is not allowed on ${path}; use ${allowed.filter((m) => m !== 'HEAD').join(' or ')}.`;
      res
        .status(405)
        .setHeader('Allow', allowed.join(', '))
        .json({ error: message, errors: [{ message }] });
      return;
    }
    const message = `No API call ${req.method} ${path}`;
    res.status(404).json({ error: message, errors: [{ message }] });
  };
}
