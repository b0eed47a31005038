import { expect, test } from 'vitest';
import { countMatches, exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the carousel example renders as a named carousel of labelled slides', () => {
  const html = renderNode(exampleNode('carousel'));
  expect(html).toMatch(/<section class="carousel" aria-roledescription="carousel" aria-label="Bikes for every ride">/);
  expect(html).toContain('<h2 class="carousel__heading">Find your ride</h2>');
  expect(countMatches(html, /role="group" aria-roledescription="slide"/)).toBe(3);
  expect(html).toContain('aria-label="1 of 3"');
  expect(html).toContain('aria-label="3 of 3"');
  expect(html).toMatch(/<h3 class="carousel__title">Gravel<\/h3>/);
  expect(html).toMatch(/<a class="block-text-link carousel__link" href="\/bikes\/mountain\/"[^>]*>Shop mountain bikes<\/a>/);
});

test('without JavaScript the slides are a focusable scrolling row and no dead buttons are sent', () => {
  const html = renderNode(exampleNode('carousel'));
  expect(html).toMatch(/class="carousel__track" role="group" aria-label="Slides" aria-live="polite" tabindex="0"/);
  expect(html).not.toContain('<button');
  expect(countMatches(html, /loading="lazy"/)).toBe(3);
});

test('the German carousel describes itself in German', () => {
  const html = renderNode(exampleNode('carousel'), { locale: 'de' });
  expect(html).toContain('aria-roledescription="Karussell"');
  expect(html).toContain('aria-roledescription="Folie"');
  expect(html).toContain('aria-label="2 von 3"');
});
