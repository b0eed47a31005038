import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Found from the project's root (the working folder of every script), so the bundled server finds it too. */
export const SCHEMAS_DIR = join(process.cwd(), 'schemas');

export interface SchemaFile {
  /** Path relative to `schemas/`, e.g. `blocks/hero.schema.json`. */
  path: string;
  schema: JsonSchema;
}

export interface JsonSchema {
  $id: string;
  title?: string;
  examples?: unknown[];
  [key: string]: unknown;
}

const SCHEMA_FOLDERS = ['.', 'entities', 'blocks', 'requests', 'responses'];

/** Every schema of the registry, read once; sorted so generated output is stable. */
export function readSchemaFiles(): SchemaFile[] {
  const files: SchemaFile[] = [];
  for (const folder of SCHEMA_FOLDERS) {
    const dir = join(SCHEMAS_DIR, folder);
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names.filter((n) => n.endsWith('.schema.json')).sort()) {
      const full = join(dir, name);
      files.push({ path: relative(SCHEMAS_DIR, full), schema: JSON.parse(readFileSync(full, 'utf8')) as JsonSchema });
    }
  }
  return files;
}

export const SCHEMA_BASE = 'https://schemas.bike-storefront.dev/';

export function blockSchemaId(type: string): string {
  return `${SCHEMA_BASE}blocks/${type}.json`;
}
