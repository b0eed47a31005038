import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { CatalogueDocument } from '../../schemas/generated/index.ts';

const README = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');

function counted(pattern: RegExp): number[] {
  const match = pattern.exec(README);
  if (!match) throw new Error(`README.md no longer says ${pattern}`);
  return match.slice(1).map(Number);
}

test('the README counts the bike models, disciplines and parts the catalogue seeds', () => {
  const { models = [], products } = JSON.parse(readFileSync('fixtures/catalog/catalogue.json', 'utf8')) as CatalogueDocument;
  expect(counted(/(\d+) bike models over (\d+) disciplines/)).toEqual([models.length, new Set(models.map((m) => m.discipline)).size]);
  expect(counted(/(\d+) parts and accessories/)).toEqual([products.filter((p) => p.type === 'part').length]);
});
