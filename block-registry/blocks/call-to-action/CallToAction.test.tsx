import { expect, test } from 'vitest';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the call-to-action example is a brand panel with a heading, a sentence and its link', () => {
  const html = renderNode(exampleNode('call-to-action'));
  expect(html).toMatch(/^<section class="call-to-action call-to-action--brand" aria-labelledby="example-call-to-action-title">/);
  expect(html).toContain('<p class="call-to-action__eyebrow">30-day test ride</p>');
  expect(html).toContain('<h2 id="example-call-to-action-title" class="call-to-action__title">Ride it for 30 days. Love it or send it back.</h2>');
  expect(html).toMatch(/<a class="button button--primary" href="\/30-day-test-ride\/"[^>]*>How the test ride works<\/a>/);
});

test('an offer panel in the save tone with a picture and an h3', () => {
  const node = exampleNode('call-to-action');
  node.props = { ...node.props, tone: 'save', headingLevel: 3, image: { src: '/assets/images/sale-offers.svg', alt: '' } };
  const html = renderNode(node);
  expect(html).toContain('call-to-action--save call-to-action--with-image');
  expect(html).toContain('<h3 id="example-call-to-action-title"');
  expect(html).toContain('<img class="call-to-action__image" src="/assets/images/sale-offers.svg" alt=""');
});
