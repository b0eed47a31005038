import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { validatePageTree } from '../../schemas/page-validation.ts';

const RECORDED = ['catalog-lister', 'catalog-parent-bike', 'catalog-child-bike'];

test.each(RECORDED)("the recorded page tree %s is valid against today's block schemas", (name) => {
  const { $schema: _schema, ...tree } = JSON.parse(readFileSync(join(process.cwd(), 'fixtures', 'pages', `${name}.json`), 'utf8')) as Record<string, unknown>;
  const { diagnostics } = validatePageTree(tree, 'show');
  expect(diagnostics).toEqual([]);
});
