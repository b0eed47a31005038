import { describe, expect, test } from 'vitest';
import { lookupBlock } from '../block-registry/index.ts';
import { buildTypes, readGenerated } from './build-types.ts';
import { schemaRegistry } from './registry.ts';

describe('schema registry', () => {
  test('every schema compiles with the one ajv instance', () => {
    expect(() => schemaRegistry().compileAll()).not.toThrow();
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
      expect(contents.split('\n').length, `schemas/generated/${path}`).toBeLessThanOrEqual(2000);
    }
  });
});
