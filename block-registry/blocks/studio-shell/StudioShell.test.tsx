import { expect, test } from 'vitest';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the shell shows only the areas it is given, marks the current one, and renders the page inside', () => {
  const html = renderNode(exampleNode('studio-shell'));
  expect(html).toContain('<nav class="studio-shell__nav" aria-label="Back office">');
  expect([...html.matchAll(/class="studio-shell__link"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Orders', 'Customers']);
  expect(html).toMatch(/aria-current="page" href="\/studio\/orders\/"/);
  expect(html).toContain('<h1 class="studio-shell__title">Orders</h1>');
  expect(html).toContain('Inside the back office');
});
