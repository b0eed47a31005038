import { expect, test } from 'vitest';
import { countMatches, exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the USP bar example is a named list of four linked selling points with decorative icons', () => {
  const html = renderNode(exampleNode('usp-bar'));
  expect(html).toMatch(/^<ul class="usp-bar usp-bar--4" aria-label="Why ride with us">/);
  expect(countMatches(html, /<li class="usp-bar__item">/)).toBe(4);
  expect(countMatches(html, /<svg class="usp-bar__icon"[^>]*aria-hidden="true"/)).toBe(4);
  expect(html).toMatch(/<a class="usp-bar__link" href="\/30-day-test-ride\/"[^>]*>.*30-day test ride.*Not right\? We collect it/);
  expect(html).toContain('<span class="usp-bar__title">Built by hand</span>');
});

test('a selling point without a page is plain text, not a link', () => {
  const node = exampleNode('usp-bar');
  node.props = {
    items: [
      { icon: 'warranty', title: 'Lifetime frame warranty' },
      { icon: 'store', title: 'Collect in store' },
    ],
  };
  const html = renderNode(node);
  expect(html).not.toContain('<a ');
  expect(html).toContain('<span class="usp-bar__link">');
});
