import { _, Ajv, type KeywordCxt } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { SchemaFile } from './files.ts';
import { POUNDS_KEYWORD, penceFromPounds } from './pounds.ts';

/** Where the validators are written, relative to `schemas/generated/`: plain JavaScript (nothing to transform at start-up) and its declaration. */
export const VALIDATORS_PATH = 'validators.js';
export const VALIDATORS_TYPES_PATH = 'validators.d.ts';

/**
 * The ajv set-up of the project, used only when the validators are generated (`npm run
 * schemas:types`): at run time the store loads the compiled code and never compiles a schema.
 * `code.source` keeps each validator's code so ajv's standalone module can write it out.
 */
export function buildAjv(files: SchemaFile[]): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, keywords: ['tsType'], code: { source: true, esm: true, lines: true } });
  addFormats.default(ajv);
  // Money in requests: read as decimal text, never checked in floating point (no `multipleOf: 0.01`).
  // The check is the one in pounds.ts, imported by the generated module rather than copied into it.
  ajv.addKeyword({
    keyword: POUNDS_KEYWORD.keyword,
    type: [...POUNDS_KEYWORD.type],
    schemaType: POUNDS_KEYWORD.schemaType,
    code(cxt: KeywordCxt) {
      if (cxt.schema !== true) return;
      const read = cxt.gen.scopeValue('func', { ref: penceFromPounds, code: _`penceFromPounds` });
      cxt.fail(_`${read}(${cxt.data}) === undefined`);
    },
  });
  for (const { schema } of files) ajv.addSchema(schema);
  return ajv;
}

/**
 * One ES module holding every schema's compiled validator, exported as `validators` by `$id`.
 * ajv's standalone code reaches its run-time helpers (formats, `equal`, string length) with
 * `require`, which the module gets from `createRequire`.
 */
export function buildValidators(files: SchemaFile[], banner: string): string {
  const ajv = buildAjv(files);
  const names = new Map(files.map((file, index) => [`v${index}`, file.schema.$id]));
  const code = standaloneCode(ajv, Object.fromEntries(names));
  return [
    banner,
    "import { createRequire } from 'node:module';",
    "import { penceFromPounds } from '../pounds.ts';",
    '',
    'const require = createRequire(import.meta.url);',
    code.replace(/^"use strict";\n/, ''),
    '',
    '/** Schema `$id` → its compiled validator. */',
    'export const validators = {',
    ...[...names].map(([name, id]) => `  ${JSON.stringify(id)}: ${name},`),
    '};',
    '',
  ].join('\n');
}

export function buildValidatorTypes(banner: string): string {
  return [
    banner,
    '',
    "import type { ValidateFunction } from 'ajv';",
    '',
    '/** Schema `$id` → its compiled validator. */',
    'export declare const validators: Readonly<Record<string, ValidateFunction>>;',
    '',
  ].join('\n');
}
