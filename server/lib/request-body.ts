import type { ErrorObject } from 'ajv';
import type { SchemaTypeMap } from '../../schemas/generated/index.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { invalid } from './errors.ts';

function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return String(error.params['missingProperty']);
  if (error.keyword === 'additionalProperties') return String(error.params['additionalProperty']);
  return error.instancePath.slice(1).replaceAll('/', '.') || undefined;
}

function describe(error: ErrorObject, field: string | undefined): string {
  if (error.keyword === 'required') return `${field} is required`;
  if (error.keyword === 'additionalProperties') return `${field} is not a field of this call`;
  return `${field ?? 'The request body'} ${error.message ?? 'is not valid'}`;
}

/** Checks a request body against its schema in `schemas/requests/`; the first problem becomes a 400 naming the field. */
export function validBody<Id extends keyof SchemaTypeMap>(schemaId: Id, body: unknown): SchemaTypeMap[Id] {
  const validate = schemaRegistry().validator(schemaId);
  const value = body ?? {};
  if (validate(value)) return value;
  const first = validate.errors?.[0];
  if (!first) throw invalid('The request body is not valid');
  const field = fieldOf(first);
  throw invalid(describe(first, field), field);
}
