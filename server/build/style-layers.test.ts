import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { STYLE_LAYERS, styleEntry, stylesheets } from './build-client.ts';

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
