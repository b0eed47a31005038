import type { ErrorObject } from 'ajv';
import type { SchemaTypeMap } from '../../schemas/generated/index.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { DomainError, invalid } from '../lib/errors.ts';

/** `/filters/0/values` → `filters[0].values`: the field as a person reads it. */
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .slice(1)
    .replace(/\/(\d+)/g, '[$1]')
    .replace(/\//g, '.');
  const params = error.params as Record<string, unknown>;
  const child = (params['missingProperty'] ?? params['additionalProperty'] ?? params['propertyName']) as string | undefined;
  return child ? (path ? `${path}.${child}` : child) : path || 'body';
}

function describe(error: ErrorObject, field: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not a known field`;
    case 'maximum':
      return `${field} must be at most ${String(params['limit'])}`;
    case 'minimum':
      return `${field} must be at least ${String(params['limit'])}`;
    case 'maxItems':
      return `${field} may have at most ${String(params['limit'])} entries`;
    case 'maxLength':
      return `${field} may be at most ${String(params['limit'])} characters long`;
    case 'maxProperties':
      return `${field} takes one sort field, e.g. {"price": "ASC"}`;
    case 'enum':
      return `${field} must be one of ${(params['allowedValues'] as unknown[]).join(', ')}`;
    case 'propertyNames':
      return `${field} is not a sort field; use position, price, name, newest or relevance`;
    case 'type':
      return `${field} must be ${params['type'] === 'integer' ? 'a whole number' : `of type ${String(params['type'])}`}`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

/** Checks a request body against its schema in `schemas/requests/`; the first problem becomes a 400 naming the field. */
export function validateRequest<Id extends keyof SchemaTypeMap>(schemaId: Id, body: unknown): SchemaTypeMap[Id] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The request body must be a JSON object.');
  const validate = schemaRegistry().validator(schemaId);
  if (validate(body)) return body;
  const errors = validate.errors ?? [];
  // propertyNames reports the bad name in a nested error; prefer it when present.
  const error = errors.find((e) => e.keyword === 'propertyNames') ?? errors.find((e) => e.keyword !== 'anyOf') ?? errors[0];
  if (!error) throw invalid('The request body is not valid.');
  const field = fieldOf(error);
  if (error.instancePath === '/categoryId') {
    throw new DomainError('invalid_data', 'categoryId must be a category id, a positive whole number', 'categoryId');
  }
  throw new DomainError('invalid_data', describe(error, field), field);
}
