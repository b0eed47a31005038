import type { SchemaTypeMap } from '../../schemas/generated/index.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { fieldSegments, readableField, type SchemaProblem, schemaProblem } from '../../schemas/schema-problem.ts';
import { DomainError, invalid } from '../lib/errors.ts';

/** One schema problem in the words of the catalogue calls, naming the field as `filters[0].values`. */
function describe(problem: SchemaProblem, field: string): string {
  switch (problem.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not a known field`;
    case 'maximum':
      return `${field} must be at most ${String(problem.limit)}`;
    case 'minimum':
      return `${field} must be at least ${String(problem.limit)}`;
    case 'maxItems':
      return `${field} may have at most ${String(problem.limit)} entries`;
    case 'maxLength':
      return `${field} may be at most ${String(problem.limit)} characters long`;
    case 'maxProperties':
      return `${field} takes one sort field, e.g. {"price": "ASC"}`;
    case 'enum':
      return `${field} must be one of ${(problem.allowed ?? []).join(', ')}`;
    case 'propertyNames':
      return `${field} is not a sort field; use position, price, name, newest or relevance`;
    case 'type': {
      const type = (problem.types ?? []).join(',');
      return `${field} must be ${type === 'integer' ? 'a whole number' : `of type ${type}`}`;
    }
    default:
      return `${field} ${problem.message ?? 'is not valid'}`;
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
  const problem = schemaProblem(error);
  if (problem.instancePath === '/categoryId') {
    throw new DomainError('invalid_data', 'categoryId must be a category id, a positive whole number', 'categoryId');
  }
  const field = readableField(fieldSegments(problem)) || 'body';
  throw new DomainError('invalid_data', describe(problem, field), field);
}
