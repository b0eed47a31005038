import type { JsonSchema } from '../../schemas/files.ts';
import { schemaRegistry } from '../../schemas/registry.ts';

type Schema = Record<string, unknown>;

/** Follows a `$ref` by `$id` (or `#`, the document itself) in the schema registry. */
function resolve(schema: Schema, document: Schema): { schema: Schema; document: Schema } {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return { schema, document };
  if (ref === '#') return { schema: document, document };
  const target = schemaRegistry().schemas.get(ref) as JsonSchema | undefined;
  return target ? { schema: target, document: target } : { schema, document };
}

/** The part of a schema that describes the value at `segments`, for messages that name what is allowed. */
export function schemaAt(root: JsonSchema, segments: readonly string[]): Schema | undefined {
  let { schema, document } = resolve(root, root);
  for (const segment of segments) {
    const properties = schema['properties'] as Record<string, Schema> | undefined;
    let next: Schema | undefined;
    if (properties && Object.hasOwn(properties, segment)) next = properties[segment];
    else if (/^\d+$/.test(segment) && typeof schema['items'] === 'object') next = schema['items'] as Schema;
    else if (typeof schema['additionalProperties'] === 'object') next = schema['additionalProperties'] as Schema;
    if (!next) return undefined;
    ({ schema, document } = resolve(next, document));
  }
  return schema;
}
