import { expect, test } from 'vitest';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the hero example shows its headline, text, picture and both call-to-action links', () => {
  const html = renderNode(exampleNode('hero'));
  expect(html).toContain('class="hero hero--dark hero--medium hero--start"');
  expect(html).toMatch(/<h2 id="example-hero-title" class="hero__title">Go further on gravel<\/h2>/);
  expect(html).toContain('Wide tyres, relaxed geometry');
  expect(html).toMatch(
    /<img class="hero__image" src="\/assets\/images\/gravel-track.svg" alt="A rider on a gravel track between golden fields" width="1600" height="900" loading="lazy"/,
  );
  expect(html).toMatch(/<a class="button button--primary" href="\/bikes\/gravel\/"[^>]*>Shop gravel bikes<\/a>/);
  expect(html).toMatch(/<a class="button button--secondary" href="\/test-ride\/"[^>]*>Book a test ride<\/a>/);
});

test('a hero that carries the page title is an h1 and loads its picture at once', () => {
  const node = exampleNode('hero');
  node.props = { ...node.props, headingLevel: 1 };
  const html = renderNode(node);
  expect(html).toContain('<h1 id="example-hero-title"');
  expect(html).toContain('loading="eager"');
  expect(html).toContain('fetchPriority="high"');
});
