import type { RequestBodyMap } from '../../schemas/generated/index.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { describeSchemaError } from '../../schemas/schema-words.ts';
import { invalid } from '../lib/errors.ts';

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
