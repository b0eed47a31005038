import { expect, test } from 'vitest';
import { IMAGE_MAX_WIDTH, IMAGE_WIDTHS, SEARCH_ENGINE_IMAGE } from '../../domain/catalog/image-url.ts';
import { isLargeRender } from './product-images.ts';

test("only the largest page width and the search engines' picture are encoded with the fastest settings: every width a phone takes gets the smaller files", () => {
  const large = IMAGE_WIDTHS.filter((w) => isLargeRender({ w, h: w * 0.75 }));
  expect(large).toEqual([IMAGE_MAX_WIDTH]);
  expect(isLargeRender(SEARCH_ENGINE_IMAGE)).toBe(true);
  // A phone's bike page paints this one largest (a 390 px screen at 2x).
  expect(isLargeRender({ w: 800, h: 600 })).toBe(false);
});
