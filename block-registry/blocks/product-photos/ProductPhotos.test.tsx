import { expect, test } from 'vitest';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('without photographs it says the drawing shows, and offers a labelled file field for the accepted formats', () => {
  const html = renderNode(exampleNode('product-photos'));
  expect(html).toContain('No photographs yet: the shop shows the drawing of ENDURANCE-SL-PRO.');
  expect(html).toMatch(
    /<label for="([^"]+)">Add photographs<\/label><input id="\1" type="file" accept="image\/jpeg,image\/png,image\/webp,image\/avif" multiple=""/,
  );
  expect(html.replaceAll('<!-- -->', '')).toContain('at most 10 MB each; up to 12 photographs.');
});

test('each photograph shows from the image endpoint with its alt text fields, and the first cannot move earlier', () => {
  const node = exampleNode('product-photos');
  const photo = (id: string, en: string) => ({ id, image: `photos/${id}`, alt: { en }, width: 1600, height: 1200 });
  const html = renderNode({
    ...node,
    props: { ...node.props, photos: [photo('aaaaaaaaaaaaaaaaaaaa', 'Leaning on a wall'), photo('bbbbbbbbbbbbbbbbbbbb', '')] },
  });
  expect(html).toContain('src="/media/w_240,h_180,r_contain/catalog/photos/aaaaaaaaaaaaaaaaaaaa"');
  expect(html).toContain('alt="Leaning on a wall"');
  expect(html).toContain('alt="Photograph 2"');
  expect(html).toContain('value="Leaning on a wall"');
  expect(html).toMatch(/disabled="" aria-label="Move earlier: photograph 1"/);
  expect(html).toMatch(/disabled="" aria-label="Move later: photograph 2"/);
  expect(html).toContain('The first photograph is the picture listers, the product page and baskets show');
});
