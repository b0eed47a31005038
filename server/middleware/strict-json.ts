import express, { type RequestHandler } from 'express';
import { invalid } from '../lib/errors.ts';
import { firstDuplicateKey } from '../lib/json-duplicates.ts';

/** Shaped like body-parser's errors, so the API error handler words it the same way. */
class BodyParseError extends Error {
  readonly type = 'entity.parse.failed';
  readonly status = 400;
}

/**
 * express.json, but strict about ambiguity: a JSON body that repeats a key in one
 * object is refused with 400 (different parsers would keep different values).
 * Like express.json, only objects and arrays are accepted, and an empty body is `{}`.
 */
export function strictJson({ limit }: { limit: number }): RequestHandler[] {
  const readText = express.text({ type: 'application/json', limit, defaultCharset: 'utf-8' });
  const parse: RequestHandler = (req, _res, next) => {
    if (typeof req.body !== 'string') return next();
    const text = req.body;
    if (!text.trim()) {
      req.body = {};
      return next();
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return next(new BodyParseError('invalid JSON'));
    }
    if (typeof value !== 'object' || value === null) return next(new BodyParseError('not an object or array'));
    const duplicate = firstDuplicateKey(text);
    if (duplicate !== undefined) return next(invalid(`The request body repeats the key "${duplicate}"; send each key once.`, duplicate));
    req.body = value;
    next();
  };
  return [readText, parse];
}
