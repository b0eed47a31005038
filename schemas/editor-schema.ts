import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type JsonSchema, readSchemaFiles, SCHEMA_BASE, SCHEMAS_DIR } from './files.ts';

/**
 * The schema content files name in `$schema`, for editors (VS Code's JSON engine and the like).
 *
 * The registry's schemas refer to each other by `$id` URLs that no editor can load, and
 * `node.json` leaves `props` open. This bundle is the same schemas in one file: every `$ref`
 * is local (`#/definitions/…`), and a node's `props` are described per block `type` with one
 * `if`/`then` per block, so an editor completes block types and each block's props and flags
 * mistakes while typing. It is generated from the registry (never edited by hand) and checked
 * in, so a content file needs nothing from the network.
 */
export const EDITOR_SCHEMA_PATH = 'editor/page.schema.json';

const PAGE_ID = `${SCHEMA_BASE}page.json`;
const NODE_ID = `${SCHEMA_BASE}node.json`;

/** `https://…/entities/block-image.json` → `entities.block-image` (a definition name without `/`). */
function definitionName(id: string): string {
  return id.slice(SCHEMA_BASE.length, -'.json'.length).replaceAll('/', '.');
}

/** A copy of `value` with every `$ref` made local; `self` is the definition a bare `#` refers to. */
function localise(value: unknown, self: string): unknown {
  if (Array.isArray(value)) return value.map((item) => localise(item, self));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string') {
      out[key] = localRef(child, self);
    } else {
      out[key] = localise(child, self);
    }
  }
  return out;
}

function localRef(ref: string, self: string): string {
  const [target, fragment = ''] = ref.split('#');
  const name = target ? definitionName(target) : self;
  if (name === '') return `#${fragment}`;
  return `#/definitions/${name}${fragment}`;
}

/** The schema as an embedded definition: no `$id`/`$schema` (they would change the base of its refs), no examples. */
function embedded(schema: JsonSchema, name: string): Record<string, unknown> {
  const { $id: _id, $schema: _schema, examples: _examples, ...rest } = schema;
  return localise(rest, name) as Record<string, unknown>;
}

/** Every schema id a schema refers to, directly. */
function refsOf(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsOf(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_BASE)) into.add(child.split('#')[0] ?? '');
      else refsOf(child, into);
    }
  }
  return into;
}

/** Builds the bundle; returns its text as written to disk. */
export function buildEditorSchema(): string {
  const files = readSchemaFiles();
  const byId = new Map(files.map((f) => [f.schema.$id, f.schema]));
  const page = byId.get(PAGE_ID);
  const node = byId.get(NODE_ID);
  if (!page || !node) throw new Error('schemas/page.schema.json and schemas/node.schema.json are needed');
  const blocks = files
    .filter((f) => f.path.startsWith('blocks/'))
    .map((f) => ({ type: f.schema.$id.slice(`${SCHEMA_BASE}blocks/`.length, -'.json'.length), schema: f.schema }));

  // Every schema reachable from the page and the blocks, in a stable order.
  const needed = new Set<string>();
  const queue = [PAGE_ID, ...blocks.map((b) => b.schema.$id)];
  while (queue.length) {
    const id = queue.shift() as string;
    if (needed.has(id)) continue;
    const schema = byId.get(id);
    if (!schema) throw new Error(`Unknown $ref ${id}`);
    needed.add(id);
    queue.push(...refsOf(schema, new Set()));
  }
  needed.delete(PAGE_ID);
  needed.delete(NODE_ID);

  const definitions: Record<string, unknown> = {};
  for (const id of [...needed].sort()) definitions[definitionName(id)] = embedded(byId.get(id) as JsonSchema, definitionName(id));

  const nodeDefinition = embedded(node, 'node') as { properties: Record<string, Record<string, unknown>> };
  const typeProperty = nodeDefinition.properties.type ?? {};
  nodeDefinition.properties = {
    ...nodeDefinition.properties,
    type: { ...typeProperty, enum: blocks.map((b) => b.type) },
  };
  definitions.node = {
    ...nodeDefinition,
    allOf: blocks.map(({ type, schema }) => ({
      if: { properties: { type: { const: type } }, required: ['type'] },
      // biome-ignore lint/suspicious/noThenProperty: `then` is the JSON Schema keyword, not a promise.
      then: {
        properties: {
          props: {
            $ref: `#/definitions/${definitionName(schema.$id)}`,
            ...(schema.description ? { description: schema.description } : {}),
          },
        },
      },
    })),
  };

  const { $id: _id, ...pageRest } = page;
  const bundle = {
    ...(localise(pageRest, '') as Record<string, unknown>),
    $comment: 'Generated from schemas/ by `npm run schemas:types` for editor completion and checks. Do not edit by hand.',
    definitions,
  };
  return `${JSON.stringify(bundle, null, 2)}\n`;
}

export function readEditorSchema(): string | undefined {
  try {
    return readFileSync(join(SCHEMAS_DIR, EDITOR_SCHEMA_PATH), 'utf8');
  } catch {
    return undefined;
  }
}
