import { isDeepStrictEqual } from 'node:util';

/** JSON Pointers of the values that differ between two documents (at most `limit`). */
export function changedPaths(before: unknown, after: unknown, path = '', out: string[] = [], limit = 8): string[] {
  if (out.length >= limit || isDeepStrictEqual(before, after)) return out;
  const bothObjects = typeof before === 'object' && before !== null && typeof after === 'object' && after !== null;
  if (!bothObjects || Array.isArray(before) !== Array.isArray(after)) {
    out.push(path || '/');
    return out;
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) changedPaths((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], `${path}/${key}`, out, limit);
  return out;
}
