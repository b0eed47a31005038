import { describe, expect, test } from 'vitest';
import { lookupBlock } from '../block-registry/index.ts';
import { buildTypes, readGenerated } from './build-types.ts';
import { buildAjv, VALIDATORS_PATH } from './build-validators.ts';
import { readSchemaFiles } from './files.ts';
import { schemaRegistry } from './registry.ts';

describe('schema registry', () => {
  test('every schema has its compiled validator', () => {
    expect(() => schemaRegistry().checkAll()).not.toThrow();
  });

  test('the compiled validators give the same answers and errors as ajv compiling the schemas now', () => {
    const files = readSchemaFiles();
    const ajv = buildAjv(files);
    const registry = schemaRegistry();
    let failures = 0;
    for (const { schema } of files) {
      const examples = (schema.examples ?? []) as unknown[];
      const inputs: unknown[] = [null, 'text', 7, [], {}, ...examples, ...examples.map((e) => (e && typeof e === 'object' ? { ...e, unknownField: 1 } : e))];
      const compiled = registry.validator(schema.$id);
      const now = ajv.getSchema(schema.$id);
      for (const input of inputs) {
        const answer = compiled(input);
        expect(answer, `${schema.$id} ${JSON.stringify(input)}`).toBe(now?.(input));
        expect(compiled.errors, `${schema.$id} ${JSON.stringify(input)}`).toEqual(now?.errors);
        if (!answer) failures += 1;
      }
    }
    // The inputs above do reach the errors (every schema refuses at least null or a string).
    expect(failures).toBeGreaterThan(files.length);
  });

  test('every block schema has a component in the block registry', () => {
    for (const type of schemaRegistry().blockTypes) expect(lookupBlock(type), type).toBeDefined();
  });

  test('every block schema has at least one example, and each example is a valid node of that block', () => {
    const registry = schemaRegistry();
    const validateNode = registry.validator('node.json');
    for (const type of registry.blockTypes) {
      const schema = registry.schemas.get(`https://schemas.bike-storefront.dev/blocks/${type}.json`);
      const examples = (schema?.examples ?? []) as { type: string; props: unknown }[];
      expect(examples.length, `${type} has examples`).toBeGreaterThan(0);
      for (const example of examples) {
        expect(validateNode(example), `${type} example is a node`).toBe(true);
        expect(example.type).toBe(type);
        const validateProps = registry.blockValidator(type);
        expect(validateProps?.(example.props), `${type} example props: ${JSON.stringify(validateProps?.errors)}`).toBe(true);
      }
    }
  });

  test('every block schema forbids unknown properties', () => {
    const registry = schemaRegistry();
    for (const type of registry.blockTypes) {
      const schema = registry.schemas.get(`https://schemas.bike-storefront.dev/blocks/${type}.json`);
      expect(schema?.['additionalProperties'], type).toBe(false);
    }
  });

  test('the generated types in schemas/generated are up to date', async () => {
    const generated = await buildTypes();
    for (const [path, contents] of generated) {
      expect(readGenerated(path), `schemas/generated/${path} is stale: run npm run schemas:types`).toBe(contents);
    }
  });

  test('no generated type file is longer than 2,000 lines, so each stays readable', async () => {
    for (const [path, contents] of await buildTypes()) {
      // The compiled validators are code for ajv's run time, not for reading.
      if (path === VALIDATORS_PATH) continue;
      expect(contents.split('\n').length, `schemas/generated/${path}`).toBeLessThanOrEqual(2000);
    }
  });
});
