import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import { blocks } from '../../block-registry/index.ts';
import { blockComponentModules, blockModules } from './block-modules.ts';

const lazy = Object.entries(blocks).flatMap(([type, block]) => (block.load ? [type] : []));

test('every block names either its component or a loader, never both', () => {
  for (const [type, block] of Object.entries(blocks)) expect([typeof block.component, typeof block.load].sort(), type).toEqual(['function', 'undefined']);
  // The blocks home and content pages are made of are in the entry bundle; blocks that show products, checkout, account and studio are not.
  for (const type of ['stack', 'hero', 'rich-text', 'card-grid']) expect(blocks[type as keyof typeof blocks].component, type).toBeTypeOf('function');
  for (const type of ['product-lister', 'bike-model', 'carousel', 'checkout', 'account-profile', 'studio-editor', 'finance-calculator', 'schema-form'])
    expect(lazy, type).toContain(type);
});

test('every lazily loaded block names the file its component is loaded from, and the file exists', () => {
  const modules = blockModules();
  expect(Object.keys(modules).sort()).toEqual(lazy.sort());
  for (const [type, file] of Object.entries(modules)) expect(existsSync(file), `${type}: ${file}`).toBe(true);
  expect(modules['checkout']).toBe('block-registry/blocks/checkout/Checkout.tsx');
});

test('each loader gives the component of the file it names', async () => {
  const modules = blockModules();
  for (const [type, file] of Object.entries(modules)) {
    const component = await blocks[type as keyof typeof blocks].load?.();
    expect(Object.values((await import(`../../${file}`)) as Record<string, unknown>), type).toContain(component);
  }
});

test('every block, in the entry bundle or not, names the file of its component', async () => {
  const modules = blockComponentModules();
  expect(Object.keys(modules).sort()).toEqual(Object.keys(blocks).sort());
  expect(modules['hero']).toBe('block-registry/blocks/hero/Hero.tsx');
  expect(modules['checkout']).toBe('block-registry/blocks/checkout/Checkout.tsx');
  for (const [type, file] of Object.entries(modules)) {
    const block = blocks[type as keyof typeof blocks];
    const component = block.component ?? (await block.load?.());
    expect(Object.values((await import(`../../${file}`)) as Record<string, unknown>), type).toContain(component);
  }
});
