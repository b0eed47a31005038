import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { blockSchemaId, readSchemaFiles, SCHEMA_BASE, type JsonSchema } from './files.ts';
import type { RequestBodyMap, SchemaTypeMap } from './generated/index.ts';
import { POUNDS_KEYWORD } from './pounds.ts';

export type { ErrorObject };

/**
 * The one ajv instance of the project. Every schema under `schemas/` is added at
 * construction and each validator is compiled once, on first use, then cached by `$id`.
 */
class SchemaRegistry {
  readonly ajv: Ajv;
  readonly schemas = new Map<string, JsonSchema>();
  readonly blockTypes: ReadonlySet<string>;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor() {
    this.ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, keywords: ['tsType'] });
    addFormats.default(this.ajv);
    // Money in requests: read as decimal text, never checked in floating point (no `multipleOf: 0.01`).
    this.ajv.addKeyword({ ...POUNDS_KEYWORD, type: [...POUNDS_KEYWORD.type] });
    const blockTypes = new Set<string>();
    for (const { path, schema } of readSchemaFiles()) {
      this.ajv.addSchema(schema);
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
    let validate = this.validators.get(fullId);
    if (!validate) {
      validate = this.ajv.getSchema(fullId);
      if (!validate) throw new Error(`No schema registered with $id ${fullId}`);
      this.validators.set(fullId, validate);
    }
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

  /** Compiles every schema now; used at boot so a broken schema fails start-up, not a request. */
  compileAll(): void {
    for (const id of this.schemas.keys()) this.validator(id);
  }
}

let registry: SchemaRegistry | undefined;

export function schemaRegistry(): SchemaRegistry {
  registry ??= new SchemaRegistry();
  return registry;
}

export type { SchemaRegistry };
