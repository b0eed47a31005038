import { expect, test } from 'vitest';
import { countMatches, exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the card grid example is a headed list of category tiles, each one link', () => {
  const html = renderNode(exampleNode('card-grid'));
  expect(html).toMatch(/^<section class="card-grid card-grid--tile" aria-labelledby="example-card-grid-title">/);
  expect(html).toContain('<h2 id="example-card-grid-title" class="card-grid__heading">Shop by ride</h2>');
  expect(html).toContain('<ul class="card-grid__list card-grid__list--4">');
  expect(countMatches(html, /<li class="card-grid__card">/)).toBe(4);
  expect(html).toMatch(/<h3 class="card-grid__title"><a class="card-grid__link" href="\/bikes\/electric\/"[^>]*>Electric<\/a><\/h3>/);
  expect(countMatches(html, /alt=""/)).toBe(4);
  expect(html).toMatch(/<a class="block-text-link card-grid__more" href="\/bikes\/"[^>]*>See all bikes<\/a>/);
});

test('cards without a grid heading use h2 titles so the outline has no gap', () => {
  const node = exampleNode('card-grid');
  const { heading: _heading, ...props } = node.props;
  node.props = { ...props, variant: 'card' };
  const html = renderNode(node);
  expect(html).toContain('<h2 class="card-grid__title">');
  expect(html).toContain('card-grid--card');
});
