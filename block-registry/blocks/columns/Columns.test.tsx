import { expect, test } from 'vitest';
import { countMatches, exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the columns example puts each child block in its own column', () => {
  const html = renderNode(exampleNode('columns'));
  expect(html).toMatch(/^<div class="columns columns--2 columns--equal columns--gap-large columns--align-center">/);
  expect(countMatches(html, /class="columns__column"/)).toBe(2);
  expect(html).toContain('<h2>Built by hand</h2>');
  expect(html).toContain('alt="A bike on a workstand in our workshop"');
});

test('four children make a four-column grid, where the two-column shapes do not apply', () => {
  const node = exampleNode('columns');
  const child = node.children![0]!;
  node.props = { layout: 'wide-start' };
  node.children = [1, 2, 3, 4].map((n) => ({ ...child, id: `text-${n}` }));
  const html = renderNode(node);
  expect(html).toContain('class="columns columns--4 columns--equal');
  expect(countMatches(html, /class="columns__column"/)).toBe(4);
});
