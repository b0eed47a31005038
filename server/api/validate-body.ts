import type { RequestBodyMap } from '../../schemas/generated/index.ts';
import { schemaRegistry, type ErrorObject } from '../../schemas/registry.ts';
import { invalid } from '../lib/errors.ts';

/** `/address/street/0` → `address.street[0]`: the field as the caller named it. */
function fieldPath(instancePath: string, child?: string): string {
  const parts = [...instancePath.split('/').slice(1), ...(child === undefined ? [] : [child])].map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/** One ajv error as a message a person can act on, and the field it is about. */
export function describeSchemaError(error: ErrorObject): { message: string; field: string } {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return { message: 'Required Field', field: fieldPath(error.instancePath, String(params['missingProperty'])) };
  if (error.keyword === 'additionalProperties') {
    const field = fieldPath(error.instancePath, String(params['additionalProperty']));
    return { message: `Unknown field "${field}"; leave it out.`, field };
  }
  const field = fieldPath(error.instancePath);
  const name = field ? `"${field}"` : 'The request body';
  switch (error.keyword) {
    case 'type':
      return { message: `${name} must be ${TYPE_WORDS[String(params['type'])] ?? params['type']}.`, field };
    case 'minLength':
      return Number(params['limit']) === 1
        ? { message: 'Required Field', field }
        : { message: `${name} must be at least ${params['limit']} characters long.`, field };
    case 'maxLength':
      return { message: `${name} must be at most ${params['limit']} characters long.`, field };
    case 'minimum':
      return { message: `${name} must be ${params['limit']} or more.`, field };
    case 'maximum':
      return { message: `${name} must be ${params['limit']} or less.`, field };
    case 'minItems':
      return { message: `${name} needs at least ${params['limit']} entr${params['limit'] === 1 ? 'y' : 'ies'}.`, field };
    case 'maxItems':
      return { message: `${name} takes at most ${params['limit']} entr${params['limit'] === 1 ? 'y' : 'ies'}.`, field };
    case 'minProperties':
      return { message: `${name} must name at least one field.`, field };
    case 'format':
      return {
        message: params['format'] === 'email' ? `${name} must be an email address, like name@example.com.` : `${name} is not a valid ${params['format']}.`,
        field,
      };
    case 'pattern':
      return { message: `${name} is not in the expected format.`, field };
    case 'pounds':
      return { message: `${name} must be an amount in pounds with at most two decimals, like 19.99.`, field };
    default:
      return { message: `${name} ${error.message ?? 'is not valid'}.`, field };
  }
}

/** Checks a request body against `schemas/requests/<name>.schema.json` into its generated type; the first problem becomes a 400. */
export function validateBody<Name extends keyof RequestBodyMap>(name: Name, body: unknown): RequestBodyMap[Name] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The request body must be a JSON object.');
  const validate = schemaRegistry().requestValidator(name);
  if (validate(body)) return body;
  const first = validate.errors?.[0];
  if (!first) throw invalid('The request body is not valid.');
  const { message, field } = describeSchemaError(first);
  throw invalid(message, field || undefined);
}
