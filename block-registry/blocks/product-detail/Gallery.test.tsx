import { expect, test } from 'vitest';
import { IMAGE_WIDTHS } from '../../../domain/catalog/image-url.ts';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

/** The widths a rendered `srcset` offers, in order. */
const srcsetWidths = (html: string) =>
  [...html.matchAll(/srcSet="([^"]+)"/gi)].map((match) => [...match[1]!.matchAll(/ (\d+)w/g)].map((width) => Number(width[1])));

test('the product page gallery offers every width of the one list, with the sizes it is shown at', () => {
  const html = renderNode(exampleNode('product-detail'));
  const widths = srcsetWidths(html);
  expect(widths.length).toBeGreaterThan(0);
  for (const offered of widths) expect(offered).toEqual([...IMAGE_WIDTHS]);
  // The whole column less the gutters on a phone, the wider of two columns beside the details from 900 px.
  expect(html).toMatch(/sizes="[^"]*\(min-width: 900px\) calc\(\(100vw - 80px\) \* 0\.5652\)[^"]*, calc\(100vw - 32px\)"/);
});

test('product cards offer every width of the one list, and say they are shown narrow on a phone', () => {
  const html = renderNode(exampleNode('product-grid'));
  const widths = srcsetWidths(html);
  expect(widths.length).toBeGreaterThan(0);
  for (const offered of widths) expect(offered).toEqual([...IMAGE_WIDTHS]);
  // Two across on a phone: half the screen less the gutters and the gap between them.
  expect(html).toMatch(/sizes="[^"]*, calc\(\(100vw - 44px\) \/ 2\)"/);
});
