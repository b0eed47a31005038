import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { STYLE_LAYERS, splitStyles, styleEntry, stylesheets } from './stylesheets.ts';

const ROOT = process.cwd();
const TOKENS = 'renderer/styles/tokens/tokens.css';
const everyStylesheet = () => ['renderer', 'block-registry'].flatMap((dir) => stylesheets(join(ROOT, dir))).map((file) => relative(ROOT, file));

test('the bundled stylesheet declares its cascade layers before anything else', () => {
  expect(styleEntry().split('\n')[0]).toBe('@layer tokens, base, components, blocks, shell, utilities;');
});

test('every stylesheet of the renderer and the blocks is imported into exactly one layer', () => {
  const entry = styleEntry();
  for (const file of everyStylesheet()) {
    const imports = entry.split('\n').filter((line) => line.includes(JSON.stringify(join(ROOT, file))));
    expect(imports, `${file} is in no layer folder (${STYLE_LAYERS.map((l) => l.dir).join(', ')})`).toHaveLength(1);
    expect(imports[0]).toMatch(/ layer\((tokens|base|components|blocks|shell|utilities)\);$/);
  }
});

test('colours are tokens: no stylesheet but the tokens writes a hex colour', () => {
  const stray = everyStylesheet()
    .filter((file) => file !== TOKENS)
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.replace(/url\("data:[^"]*"\)/g, ''), at: `${file}:${i + 1}` }))
        .filter(({ line }) => /#[0-9a-f]{3,8}\b/i.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
  expect(stray).toEqual([]);
});

test('no !important below the blocks: an important rule in an early layer would beat every later layer', () => {
  const early = STYLE_LAYERS.filter(({ layer }) => layer === 'tokens' || layer === 'base' || layer === 'components').flatMap(({ dir }) =>
    stylesheets(join(ROOT, dir)),
  );
  const important = early.filter((file) => readFileSync(file, 'utf8').includes('!important')).map((file) => relative(ROOT, file));
  expect(important).toEqual([]);
});

describe('which page needs which stylesheet (splitStyles)', () => {
  /** A work tree of stylesheets, and a module graph of the client build over it. */
  function tree(files: string[]): string {
    const root = mkdtempSync(join(tmpdir(), 'style-split-'));
    for (const file of files) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), '.x { color: red; }\n');
    }
    return root;
  }
  const graph = (imports: Record<string, (string | { path: string; kind: 'dynamic-import' })[]>): Metafile => ({
    outputs: {},
    inputs: Object.fromEntries(
      Object.entries(imports).map(([module, list]) => [
        module,
        { bytes: 1, imports: list.map((item) => (typeof item === 'string' ? { path: item, kind: 'import-statement' as const } : item)) },
      ]),
    ),
  });
  const modules = {
    'renderer/client/entry.tsx': ['renderer/shell/header.tsx', 'block-registry/index.ts'],
    'renderer/client/boot.ts': [],
    'renderer/shell/header.tsx': ['block-registry/catalog/SearchBox.tsx'],
    'block-registry/index.ts': [
      'block-registry/blocks/hero/Hero.tsx',
      { path: 'block-registry/blocks/checkout/Checkout.tsx', kind: 'dynamic-import' as const },
    ],
    'block-registry/catalog/SearchBox.tsx': [],
    'block-registry/catalog/ProductCard.tsx': [],
    'block-registry/blocks/hero/Hero.tsx': ['block-registry/blocks/shared/BlogCard.tsx', 'block-registry/index.ts'],
    'block-registry/blocks/shared/BlogCard.tsx': [],
    'block-registry/blocks/shared/actions.tsx': [],
    'block-registry/blocks/checkout/Checkout.tsx': [
      'block-registry/catalog/ProductCard.tsx',
      { path: 'block-registry/blocks/checkout/Payment.tsx', kind: 'dynamic-import' as const },
    ],
    'block-registry/blocks/checkout/Payment.tsx': [],
    'block-registry/blocks/checkout/Confirmation.tsx': [],
  };
  const components = {
    hero: 'block-registry/blocks/hero/Hero.tsx',
    checkout: 'block-registry/blocks/checkout/Checkout.tsx',
    confirmation: 'block-registry/blocks/checkout/Confirmation.tsx',
  };
  const sheets = [
    'renderer/styles/tokens/tokens.css',
    'renderer/styles/base/base.css',
    'renderer/styles/components/buttons.css',
    'renderer/styles/utilities/utilities.css',
    'renderer/shell/header.css',
    'block-registry/blocks/hero/hero.css',
    'block-registry/blocks/checkout/checkout.css',
    'block-registry/blocks/shared/blog-card.css',
    'block-registry/blocks/shared/shared.css',
    'block-registry/catalog/search-box.css',
    'block-registry/catalog/product-card.css',
  ];

  test("the core holds the other layers and the shell's own block stylesheets; each block gets what its component imports or loads", () => {
    const split = splitStyles(graph(modules), components, tree(sheets));
    expect(split.core).toEqual([
      { file: 'renderer/styles/tokens/tokens.css', layer: 'tokens' },
      { file: 'renderer/styles/base/base.css', layer: 'base' },
      { file: 'renderer/styles/components/buttons.css', layer: 'components' },
      { file: 'block-registry/catalog/search-box.css', layer: 'blocks' },
      { file: 'renderer/shell/header.css', layer: 'shell' },
      { file: 'renderer/styles/utilities/utilities.css', layer: 'utilities' },
    ]);
    expect(split.blockSheets).toEqual([
      'block-registry/blocks/checkout/checkout.css',
      'block-registry/blocks/hero/hero.css',
      'block-registry/blocks/shared/blog-card.css',
      'block-registry/blocks/shared/shared.css',
      'block-registry/catalog/product-card.css',
    ]);
    const of = (type: string) => (split.byBlock[type] ?? []).map((index) => split.blockSheets[index]);
    // A stylesheet named after a module is that module's; shared.css is every module's of its folder.
    expect(of('hero')).toEqual([
      'block-registry/blocks/hero/hero.css',
      'block-registry/blocks/shared/blog-card.css',
      'block-registry/blocks/shared/shared.css',
    ]);
    // A folder's one stylesheet is every module's there: the confirmation gets the checkout's.
    expect(of('checkout')).toEqual(['block-registry/blocks/checkout/checkout.css', 'block-registry/catalog/product-card.css']);
    expect(of('confirmation')).toEqual(['block-registry/blocks/checkout/checkout.css']);
  });

  test('a block stylesheet no module uses fails the build', () => {
    expect(() => splitStyles(graph(modules), components, tree([...sheets, 'block-registry/blocks/gone/gone.css']))).toThrow(
      /No module uses block-registry\/blocks\/gone\/gone\.css/,
    );
  });
});
