import type { SchemaTypeMap } from '../../schemas/generated/index.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { type SchemaProblem, schemaProblem } from '../../schemas/schema-problem.ts';
import { invalid } from './errors.ts';

/** The property a problem names, or its dotted path (`address.city`). */
function fieldOf(problem: SchemaProblem): string | undefined {
  if (problem.keyword === 'required' || problem.keyword === 'additionalProperties') return String(problem.property);
  return problem.path.join('.') || undefined;
}

function describe(problem: SchemaProblem, field: string | undefined): string {
  if (problem.keyword === 'required') return `${field} is required`;
  if (problem.keyword === 'additionalProperties') return `${field} is not a field of this call`;
  return `${field ?? 'The request body'} ${problem.message ?? 'is not valid'}`;
}

/** Checks a request body against its schema in `schemas/requests/`; the first problem becomes a 400 naming the field. */
export function validBody<Id extends keyof SchemaTypeMap>(schemaId: Id, body: unknown): SchemaTypeMap[Id] {
  const validate = schemaRegistry().validator(schemaId);
  const value = body ?? {};
  if (validate(value)) return value;
  const first = validate.errors?.[0];
  if (!first) throw invalid('The request body is not valid');
  const problem = schemaProblem(first);
  const field = fieldOf(problem);
  throw invalid(describe(problem, field), field);
}
