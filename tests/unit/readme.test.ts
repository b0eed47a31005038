import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { demoCatalogue } from '../../fixtures/catalog/demo-catalogue.ts';
import { PARTS } from '../../fixtures/catalog/parts.ts';

const README = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');

function counted(pattern: RegExp): number[] {
  const match = pattern.exec(README);
  if (!match) throw new Error(`README.md no longer says ${pattern}`);
  return match.slice(1).map(Number);
}

test('the README counts the bike models, disciplines and parts the catalogue seeds', () => {
  const { models } = demoCatalogue();
  expect(counted(/(\d+) bike models over (\d+) disciplines/)).toEqual([models.length, new Set(models.map((m) => m.discipline)).size]);
  expect(counted(/(\d+) parts and accessories/)).toEqual([PARTS.length]);
});
