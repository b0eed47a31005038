import { expect } from 'vitest';
import type { SchemaTypeMap } from '../../schemas/generated/index.ts';
import { describeAjvError } from '../../schemas/page-validation.ts';
import { schemaRegistry } from '../../schemas/registry.ts';

/**
 * An API answer checked against its response schema (`responses/<call>.json`) and typed by it:
 * a field the server adds, drops or renames fails the test with the schema's words.
 */
export function contract<Id extends keyof SchemaTypeMap>(schemaId: Id, body: unknown): SchemaTypeMap[Id] {
  const validate = schemaRegistry().validator(schemaId);
  if (validate(body)) return body;
  expect.fail(`${schemaId}: ${(validate.errors ?? []).map((e) => describeAjvError(e)).join('; ')}`);
}
