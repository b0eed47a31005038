import express, { type RequestHandler } from 'express';
import { invalid } from '../lib/errors.ts';
import { firstDuplicateKey } from '../lib/json-duplicates.ts';
import { checkBodyText } from './request-text.ts';

/** Shaped like body-parser's errors, so the API error handler words it the same way. */
class BodyParseError extends Error {
  readonly type = 'entity.parse.failed';
  readonly status = 400;
}

export const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

const JSON_TYPES = ['application/json', 'application/*+json'];
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The API's body reader. JSON only, strict about ambiguity: a body that repeats a key
 * in one object is refused with 400 (different parsers would keep different values).
 * Like express.json, only objects and arrays are accepted, and an empty body is `{}`.
 * A POST whose body is not JSON is a 400, except a plain HTML form (no JavaScript) on
 * one of `formPaths`. Every body, form or JSON, passes the control-character check.
 */
export function strictJson({ limit, formPaths = [] }: { limit: number; formPaths?: string[] }): RequestHandler[] {
  const readText = express.text({ type: JSON_TYPES, limit, defaultCharset: 'utf-8' });
  const readForm = express.urlencoded({ extended: false, limit });
  const forms = new Set(formPaths);
  const refuseOtherTypes: RequestHandler = (req, res, next) => {
    // Every call with a body is a POST; other methods go on to be answered 405 or 404.
    if (req.method !== 'POST') return next();
    if (req.is(JSON_TYPES)) return next();
    if (forms.has(req.path) && req.is(FORM_TYPE)) return readForm(req, res, next);
    next(invalid(NOT_JSON_MESSAGE));
  };
  const parse: RequestHandler = (req, _res, next) => {
    if (typeof req.body === 'string') {
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
    }
    try {
      checkBodyText(req.body);
    } catch (error) {
      return next(error);
    }
    next();
  };
  return [refuseOtherTypes, readText, parse];
}
