import type { ErrorObject } from 'ajv';
import { fieldSegments, readableField, schemaProblem } from './schema-problem.ts';

/** The words for schema errors that a person reads and acts on: the request calls' 400s and the schema form's field messages. */

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/** One ajv error as a message a person can act on, and the field it is about (`address.street[0]`). */
export function describeSchemaError(error: ErrorObject): { message: string; field: string } {
  const problem = schemaProblem(error);
  const field = readableField(fieldSegments(problem));
  if (problem.keyword === 'required') return { message: 'Required Field', field };
  if (problem.keyword === 'additionalProperties') return { message: `Unknown field "${field}"; leave it out.`, field };
  const name = field ? `"${field}"` : 'The request body';
  const limit = problem.limit;
  switch (problem.keyword) {
    case 'type': {
      const type = (problem.types ?? []).join(',');
      return { message: `${name} must be ${TYPE_WORDS[type] ?? type}.`, field };
    }
    case 'minLength':
      return limit === 1 ? { message: 'Required Field', field } : { message: `${name} must be at least ${limit} characters long.`, field };
    case 'maxLength':
      return { message: `${name} must be at most ${limit} characters long.`, field };
    case 'minimum':
      return { message: `${name} must be ${limit} or more.`, field };
    case 'maximum':
      return { message: `${name} must be ${limit} or less.`, field };
    case 'minItems':
      return { message: `${name} needs at least ${limit} entr${limit === 1 ? 'y' : 'ies'}.`, field };
    case 'maxItems':
      return { message: `${name} takes at most ${limit} entr${limit === 1 ? 'y' : 'ies'}.`, field };
    case 'minProperties':
      return { message: `${name} must name at least one field.`, field };
    case 'format':
      return {
        message: problem.format === 'email' ? `${name} must be an email address, like name@example.com.` : `${name} is not a valid ${problem.format}.`,
        field,
      };
    case 'pattern':
      return { message: `${name} is not in the expected format.`, field };
    case 'enum':
      return { message: `${name} must be one of ${(problem.allowed ?? []).map((a) => JSON.stringify(a)).join(', ')}.`, field };
    case 'pounds':
      return { message: `${name} must be an amount in pounds with at most two decimals, like 19.99.`, field };
    default:
      return { message: `${name} ${problem.message ?? 'is not valid'}.`, field };
  }
}
