import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../lib/logger.ts';
import { pathWithQuery } from '../lib/http.ts';

/**
 * Gives every request an id (kept from a trusted `X-Request-Id` when well formed) and a logger
 * that carries it, and logs the answer once it is sent. It reads only node's own fields of the
 * request, so a kept page answered before Express takes the same step (kept-pages.ts).
 */
export function requestId(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    req.id = id;
    req.log = log.child({ requestId: id });
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      req.log.info('request', { method: req.method, path: pathWithQuery(req), status: res.statusCode, ms: Math.round(ms * 10) / 10 });
    });
    next();
  };
}
