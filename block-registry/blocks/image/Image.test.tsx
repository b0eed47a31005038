import { expect, test } from 'vitest';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the image example is a lazy picture with its size and a caption', () => {
  const html = renderNode(exampleNode('image'));
  expect(html).toMatch(/^<figure class="image-block image-block--content">/);
  expect(html).toContain(
    '<img class="image-block__picture" src="/assets/images/workshop.svg" alt="A bike on a workstand in our workshop, tools on the wall behind" width="1600" height="900" loading="lazy" decoding="async"/>',
  );
  expect(html).toContain('<figcaption class="image-block__caption">Every bike is built and checked by one mechanic from start to finish.</figcaption>');
});

test('a priority picture without a caption loads at once and is not a figure', () => {
  const node = exampleNode('image');
  const { caption: _caption, ...props } = node.props;
  node.props = { ...props, priority: true, size: 'wide' };
  const html = renderNode(node);
  expect(html).toContain('<div class="image-block image-block--wide">');
  expect(html).toContain('loading="eager"');
  expect(html).not.toContain('<figure');
});
