import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../lib/logger.ts';

/** Gives every request an id (kept from a trusted `X-Request-Id` when well formed) and a logger that carries it. */
export function requestId(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    req.id = id;
    req.log = log.child({ requestId: id });
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      req.log.info('request', { method: req.method, path: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
    });
    next();
  };
}
