import type { ErrorObject, ValidateFunction } from 'ajv';
import { blockSchemaId, readSchemaFiles, SCHEMA_BASE, type JsonSchema } from './files.ts';
import type { RequestBodyMap, SchemaTypeMap } from './generated/index.ts';
import { validators } from './generated/validators.js';

export type { ErrorObject };

/**
 * Every schema under `schemas/` with its validator. The validators are compiled ahead of
 * time by `npm run schemas:types` (ajv standalone code in `generated/validators.js`, the
 * same ajv options and `pounds` keyword), so no schema is compiled at start-up; `npm test`
 * fails when they are older than the schemas.
 */
class SchemaRegistry {
  readonly schemas = new Map<string, JsonSchema>();
  readonly blockTypes: ReadonlySet<string>;

  constructor() {
    const blockTypes = new Set<string>();
    for (const { path, schema } of readSchemaFiles()) {
      this.schemas.set(schema.$id, schema);
      if (path.startsWith('blocks/')) blockTypes.add(schema.$id.slice(`${SCHEMA_BASE}blocks/`.length, -'.json'.length));
    }
    this.blockTypes = blockTypes;
  }

  /** The compiled validator of a schema; by its id (`env.json`, `requests/cart-add-item.json`) it narrows to the schema's generated type. */
  validator<Id extends keyof SchemaTypeMap>(id: Id): ValidateFunction<SchemaTypeMap[Id]>;
  validator(id: string): ValidateFunction;
  validator(id: string): ValidateFunction {
    const fullId = id.startsWith('https://') ? id : `${SCHEMA_BASE}${id}`;
    const validate = validators[fullId];
    if (!validate) throw new Error(`No schema registered with $id ${fullId}`);
    return validate;
  }

  /** The validator of a request body schema (`requests/<name>.json`), narrowing to its generated type. */
  requestValidator<Name extends keyof RequestBodyMap>(name: Name): ValidateFunction<RequestBodyMap[Name]>;
  requestValidator(name: string): ValidateFunction {
    return this.validator(`requests/${name}.json`);
  }

  blockValidator(type: string): ValidateFunction | undefined {
    return this.blockTypes.has(type) ? this.validator(blockSchemaId(type)) : undefined;
  }

  /** Checks that every schema has its compiled validator; used at boot so a schema added without `npm run schemas:types` fails start-up, not a request. */
  checkAll(): void {
    for (const id of this.schemas.keys()) this.validator(id);
  }
}

let registry: SchemaRegistry | undefined;

export function schemaRegistry(): SchemaRegistry {
  registry ??= new SchemaRegistry();
  return registry;
}

export type { SchemaRegistry };
