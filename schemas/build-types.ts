import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { buildValidators, buildValidatorTypes, VALIDATORS_PATH, VALIDATORS_TYPES_PATH } from './build-validators.ts';
import { buildEditorSchema, EDITOR_SCHEMA_PATH, readEditorSchema } from './editor-schema.ts';
import { readSchemaFiles, SCHEMA_BASE, SCHEMAS_DIR, type SchemaFile } from './files.ts';

const GENERATED_DIR = join(SCHEMAS_DIR, 'generated');
const BANNER = '/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */';

function outputPath(file: SchemaFile): string {
  return file.path.replace(/\.schema\.json$/, '.ts');
}

function typeName(file: SchemaFile): string {
  if (!file.schema.title) throw new Error(`${file.path} needs a title: it names the generated type`);
  return file.schema.title;
}

/** Builds every generated file (types and compiled validators) in memory: path (relative to generated/) → contents. */
export async function buildTypes(): Promise<Map<string, string>> {
  const files = readSchemaFiles();
  const byId = new Map(files.map((f) => [f.schema.$id, f]));
  const out = new Map<string, string>();

  for (const file of files) {
    const { examples: _examples, ...schema } = file.schema;
    const externalTypes = new Set<string>();
    const ts = await compile(schema as JSONSchema, typeName(file), {
      bannerComment: '',
      declareExternallyReferenced: false,
      additionalProperties: false,
      // Array bounds stay in the schema (ajv checks them); as tuples they would expand a
      // `maxItems: 50` list into tens of thousands of lines.
      ignoreMinAndMaxItems: true,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
      cwd: SCHEMAS_DIR,
      $refOptions: {
        resolve: {
          http: false,
          registry: {
            order: 1,
            canRead: (ref: { url: string }) => ref.url.startsWith(SCHEMA_BASE),
            read: (ref: { url: string }) => {
              const target = byId.get(ref.url);
              if (!target) throw new Error(`${file.path}: unknown $ref ${ref.url}`);
              externalTypes.add(typeName(target));
              const { examples: _e, ...refSchema } = target.schema;
              return JSON.stringify(refSchema);
            },
          },
        },
      } as never,
    });
    const depth = outputPath(file).split('/').length - 1;
    const prefix = depth === 0 ? './' : '../'.repeat(depth);
    const imports = [...externalTypes]
      .filter((name) => name !== typeName(file))
      .sort()
      .map((name) => {
        const target = files.find((f) => typeName(f) === name) as SchemaFile;
        return `import type { ${name} } from '${prefix}${outputPath(target)}';`;
      });
    out.set(outputPath(file), [BANNER, '', ...imports, ...(imports.length ? [''] : []), ts].join('\n'));
  }

  const blocks = files.filter((f) => f.path.startsWith('blocks/'));
  const requests = files.filter((f) => f.path.startsWith('requests/'));
  const index = [
    BANNER,
    '',
    ...files.map((f) => `export type { ${typeName(f)} } from './${outputPath(f).replace(/\.ts$/, '.ts')}';`),
    ...files.map((f) => `import type { ${typeName(f)} } from './${outputPath(f)}';`),
    '',
    '/** Schema id (its `$id` after the base) → the type of the values it accepts. */',
    'export interface SchemaTypeMap {',
    ...files.map((f) => `  '${f.schema.$id.slice(SCHEMA_BASE.length)}': ${typeName(f)};`),
    '}',
    '',
    '/** Request schema name (`requests/<name>.json`) → the body it accepts. */',
    'export interface RequestBodyMap {',
    ...requests.map((f) => `  '${f.schema.$id.slice(`${SCHEMA_BASE}requests/`.length, -'.json'.length)}': ${typeName(f)};`),
    '}',
    '',
    '/** Block type → the props its schema allows. The block registry must cover every key. */',
    'export interface BlockPropsMap {',
    ...blocks.map((f) => `  '${f.schema.$id.slice(`${SCHEMA_BASE}blocks/`.length, -'.json'.length)}': ${typeName(f)};`),
    '}',
    '',
    'export type BlockType = keyof BlockPropsMap;',
    '',
  ].join('\n');
  out.set('index.ts', index);
  // The compiled validators: the store loads them instead of compiling every schema at start-up.
  out.set(VALIDATORS_PATH, buildValidators(files, BANNER));
  out.set(VALIDATORS_TYPES_PATH, buildValidatorTypes(BANNER));
  return out;
}

export function readGenerated(relativePath: string): string | undefined {
  try {
    return readFileSync(join(GENERATED_DIR, relativePath), 'utf8');
  } catch {
    return undefined;
  }
}

async function main() {
  const generated = await buildTypes();
  const editorSchema = buildEditorSchema();
  if (process.argv.includes('--check')) {
    const stale = [...generated].filter(([path, contents]) => readGenerated(path) !== contents).map(([path]) => path);
    if (readEditorSchema() !== editorSchema) stale.push(`schemas/${EDITOR_SCHEMA_PATH}`);
    if (stale.length) {
      console.error(`Stale generated types or validators (run npm run schemas:types): ${stale.join(', ')}`);
      process.exit(1);
    }
    console.log('Generated types, validators and the editor schema are up to date.');
    return;
  }
  rmSync(GENERATED_DIR, { recursive: true, force: true });
  for (const [path, contents] of generated) {
    const full = join(GENERATED_DIR, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, contents);
  }
  mkdirSync(dirname(join(SCHEMAS_DIR, EDITOR_SCHEMA_PATH)), { recursive: true });
  writeFileSync(join(SCHEMAS_DIR, EDITOR_SCHEMA_PATH), editorSchema);
  console.log(`Wrote ${generated.size} files to schemas/generated/ and schemas/${EDITOR_SCHEMA_PATH}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
