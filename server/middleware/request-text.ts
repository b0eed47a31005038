import type { RequestHandler } from 'express';
import { controlCharacterIn } from '../../domain/control-characters.ts';
import { invalid } from '../lib/errors.ts';

/** Objects and lists inside a request body, at most: deeper is an attack, not a form. */
export const MAX_BODY_DEPTH = 32;

const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

export const controlCharacterMessage = (field: string, code: number) =>
  `"${field}" contains a control character (${codePoint(code)}); remove it and send the text again.`;

const nestedMessage = `The request body is nested too deeply (${MAX_BODY_DEPTH} levels at most).`;

/** `address.street[0]` from the keys on the way down. */
const fieldName = (path: readonly (string | number)[]) =>
  path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key), '');

/**
 * Throws a 400 naming the field when a parsed body holds a control character in any
 * key or string, or nests deeper than MAX_BODY_DEPTH. Walks without recursion.
 */
export function checkBodyText(body: unknown): void {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value: body, path: [] }];
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const code = controlCharacterIn(value, true);
      if (code !== undefined) throw invalid(controlCharacterMessage(fieldName(path) || 'The request body', code), fieldName(path) || undefined);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_BODY_DEPTH) throw invalid(nestedMessage, fieldName(path));
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], path: [...path, i] });
      continue;
    }
    for (const [key, child] of Object.entries(value).reverse()) {
      const code = controlCharacterIn(key, false);
      if (code !== undefined) throw invalid(controlCharacterMessage(fieldName([...path, key]), code), fieldName([...path, key]));
      pending.push({ value: child, path: [...path, key] });
    }
  }
}

/**
 * The one check of the text in a request's address: every path segment (after
 * percent-decoding) and every query parameter name and value is free of control
 * characters, and the percent-encoding is well formed. A problem is a 400 naming the
 * query parameter, or `path`.
 */
export function requestText(): RequestHandler {
  return (req, _res, next) => {
    for (const segment of req.path.split('/')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return next(invalid('The address is not valid: "%" must start an escape such as %20.', 'path'));
      }
      const code = controlCharacterIn(decoded, false);
      if (code !== undefined) return next(invalid(controlCharacterMessage('path', code), 'path'));
    }
    const at = req.originalUrl.indexOf('?');
    if (at !== -1) {
      for (const [name, value] of new URLSearchParams(req.originalUrl.slice(at + 1))) {
        const code = controlCharacterIn(name, false) ?? controlCharacterIn(value, false);
        if (code !== undefined) return next(invalid(controlCharacterMessage(name, code), name));
      }
    }
    next();
  };
}
