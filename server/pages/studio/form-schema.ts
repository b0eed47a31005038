import type { SchemaFormProps } from '../../../schemas/generated/index.ts';
import { SCHEMA_BASE } from '../../../schemas/files.ts';
import { schemaRegistry } from '../../../schemas/registry.ts';

/**
 * The schema of a studio call's request body (`schemas/requests/<name>.schema.json`), as a schema
 * form shows and checks it: the very schema the call validates with, less its identity and API
 * wording (`$id`, `$schema`, `title`, `description` of the whole).
 */
export function requestFormSchema(name: string): SchemaFormProps['schema'] {
  const schema = schemaRegistry().schemas.get(`${SCHEMA_BASE}requests/${name}.json`);
  if (!schema) throw new Error(`No request schema ${name}`);
  const { $id: _id, $schema: _schema, title: _title, description: _description, examples: _examples, ...form } = schema;
  return { ...form, type: 'object', properties: (form['properties'] ?? {}) as Record<string, unknown> };
}
