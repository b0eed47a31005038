import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import { blocks } from '../../block-registry/index.ts';
import { blockModules } from './block-modules.ts';

test('every block in the registry names the file its component is loaded from, and the file exists', () => {
  const modules = blockModules();
  expect(Object.keys(modules).sort()).toEqual(Object.keys(blocks).sort());
  for (const [type, file] of Object.entries(modules)) expect(existsSync(file), `${type}: ${file}`).toBe(true);
  expect(modules['hero']).toBe('block-registry/blocks/hero/Hero.tsx');
});

test('each loader gives the component of the file it names', async () => {
  const modules = blockModules();
  for (const [type, file] of Object.entries(modules)) {
    const component = await blocks[type as keyof typeof blocks].load();
    expect(Object.values((await import(`../../${file}`)) as Record<string, unknown>), type).toContain(component);
  }
});
