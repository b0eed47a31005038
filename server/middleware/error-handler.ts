import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, STATUS_BY_TYPE } from '../lib/errors.ts';

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

function describeBodyError(error: BodyParserError): { status: number; message: string } | undefined {
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

export function apiNotFound(): RequestHandler {
  return (req, res) => {
    const message = `No API call ${req.method} ${req.originalUrl.split('?')[0]}`;
    res.status(404).json({ error: message, errors: [{ message }] });
  };
}
