import type { ErrorObject } from 'ajv';

/**
 * One ajv error read once into plain fields: where it is (`instancePath`, decoded `path`),
 * which rule failed (`keyword`) and that rule's figures. Every surface that words schema
 * errors (the request validators, the page diagnostics, the `pages:validate` CLI) starts
 * from this and only chooses its own wording.
 */
export interface SchemaProblem {
  /** ajv's JSON pointer to the value, e.g. `/address/street/0` ('' for the whole value). */
  instancePath: string;
  /** The schema rule that failed: `required`, `type`, `maxLength`, `pounds`… */
  keyword: string;
  /** `instancePath` as decoded segments: `['address', 'street', '0']`. */
  path: string[];
  /** The property the rule names (`required`, `additionalProperties`, `propertyNames`, `dependencies`). */
  property?: string;
  /** The bound of a size rule (`minLength`, `maximum`, `maxItems`, `minProperties`…). */
  limit?: number;
  /** The comparison of a `minimum`/`maximum` rule: `>=`, `>`, `<=`, `<`. */
  comparison?: string;
  /** The values an `enum` allows, or the one a `const` allows. */
  allowed?: unknown[];
  /** The types a `type` rule allows. */
  types?: string[];
  /** The `format` asked for (`email`, `date-time`…). */
  format?: string;
  /** The `pattern` asked for. */
  pattern?: string;
  /** ajv's own words, for rules a surface does not word itself. */
  message?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const figure = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** `/address/street/0` → `['address', 'street', '0']` (JSON pointer, RFC 6901: escapes undone). */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function schemaProblem(error: ErrorObject): SchemaProblem {
  const params: Record<string, unknown> = error.params;
  const property = text(params['missingProperty']) ?? text(params['additionalProperty']) ?? text(params['propertyName']);
  const problem: SchemaProblem = { instancePath: error.instancePath, keyword: error.keyword, path: pointerSegments(error.instancePath) };
  if (property !== undefined) problem.property = property;
  const limit = figure(params['limit']);
  if (limit !== undefined) problem.limit = limit;
  const comparison = text(params['comparison']);
  if (comparison !== undefined) problem.comparison = comparison;
  if (error.keyword === 'enum' && Array.isArray(params['allowedValues'])) problem.allowed = params['allowedValues'];
  if (error.keyword === 'const') problem.allowed = [params['allowedValue']];
  if (error.keyword === 'type') problem.types = String(params['type']).split(',');
  const format = text(params['format']);
  if (format !== undefined) problem.format = format;
  const pattern = text(params['pattern']);
  if (pattern !== undefined) problem.pattern = pattern;
  if (error.message !== undefined) problem.message = error.message;
  return problem;
}

/** The segments of a problem's path plus the property it names, if any: the field as a list. */
export function fieldSegments(problem: SchemaProblem): string[] {
  const namesChild = problem.keyword === 'required' || problem.keyword === 'additionalProperties' || problem.keyword === 'propertyNames';
  return namesChild && problem.property !== undefined ? [...problem.path, problem.property] : problem.path;
}

/** `['address', 'street', '0']` → `address.street[0]`: a field as a person reads it. */
export function readableField(segments: readonly string[]): string {
  return segments.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}
