import { describe, expect, test } from 'vitest';
import { readImports } from './import-graph.ts';
import { importCycles, wrongWay, wrongWayImports } from './import-rules.ts';

const arrow = (from: string, to: string) => ({ from, to, package: !to.includes('/') || to.startsWith('node:') || to.startsWith('@') });

describe('the import direction of docs/decisions/007-one-way-layers.md', () => {
  const arrows = readImports(process.cwd());

  test('every import points the allowed way', () => {
    const found = wrongWayImports(arrows);
    expect(found, `${found.length} wrong-way imports (file → imported file):\n${found.join('\n')}`).toEqual([]);
  });

  test('no source file imports itself through other files', () => {
    expect(importCycles(arrows)).toEqual([]);
  });

  test('the walk sees the imports of every layer', () => {
    const folders = new Set(arrows.map((a) => a.from.split('/')[0]));
    for (const folder of ['schemas', 'domain', 'block-registry', 'renderer', 'server', 'tests']) expect(folders).toContain(folder);
    expect(arrows).toContainEqual({ from: 'renderer/render-node.tsx', to: 'block-registry/index.ts', package: false });
  });
});

describe('the rules name each wrong way', () => {
  test.each([
    ['domain/money.ts', 'renderer/kit/hooks/use-money.ts'],
    ['domain/money.ts', 'react'],
    ['domain/money.ts', 'node:fs'],
    ['schemas/registry.ts', 'domain/money.ts'],
    ['renderer/kit/cart/cart-store.ts', 'block-registry/index.ts'],
    ['renderer/kit/cart/cart-store.ts', 'renderer/page-renderer.tsx'],
    ['block-registry/blocks/hero/Hero.tsx', 'renderer/page-renderer.tsx'],
    ['block-registry/blocks/hero/Hero.tsx', 'server/config.ts'],
    ['block-registry/blocks/blog-post/BlogPost.tsx', 'block-registry/blocks/blog-list/BlogList.tsx'],
    ['block-registry/blocks/shared/Breadcrumbs.tsx', 'block-registry/blocks/hero/Hero.tsx'],
    ['block-registry/catalog/Price.tsx', 'block-registry/blocks/hero/Hero.tsx'],
    ['server/pages/category.ts', 'block-registry/catalog/ProductCard.tsx'],
    ['server/commerce/cart/add-items.ts', 'renderer/kit/cart/cart-store.ts'],
    ['server/commerce/cart/add-items.ts', 'renderer/server/render-page.tsx'],
    ['server/app.ts', 'tests/helpers/test-server.ts'],
  ])('%s → %s is refused', (from, to) => {
    expect(wrongWay(arrow(from, to))).toBeDefined();
  });

  test.each([
    ['server/pages/category.ts', 'domain/catalog/lister-url.ts'],
    ['server/render/document.ts', 'renderer/server/render-page.tsx'],
    ['renderer/render-node.tsx', 'block-registry/index.ts'],
    ['block-registry/blocks/hero/Hero.tsx', 'renderer/kit/hooks/page-context.ts'],
    ['block-registry/blocks/blog-post/BlogPost.tsx', 'block-registry/blocks/shared/BlogCard.tsx'],
    ['block-registry/index.ts', 'block-registry/blocks/hero/Hero.tsx'],
    ['domain/finance/deposit-steps.ts', 'schemas/generated/index.ts'],
    ['domain/i18n/index.ts', 'i18next'],
    ['fixtures/catalog/demo-records.ts', 'server/commerce/catalog/catalog-seeder.ts'],
    ['block-registry/blocks/hero/Hero.test.tsx', 'renderer/page-renderer.tsx'],
  ])('%s → %s is allowed', (from, to) => {
    expect(wrongWay(arrow(from, to))).toBeUndefined();
  });

  test('a file that reaches itself through two others is a cycle', () => {
    const cycle = [
      arrow('block-registry/a.ts', 'block-registry/b.ts'),
      arrow('block-registry/b.ts', 'block-registry/c.ts'),
      arrow('block-registry/c.ts', 'block-registry/a.ts'),
    ];
    expect(importCycles(cycle)).toEqual(['block-registry/a.ts → block-registry/b.ts → block-registry/c.ts → block-registry/a.ts']);
  });
});
