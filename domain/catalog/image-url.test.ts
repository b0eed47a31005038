import { expect, test } from 'vitest';
import { IMAGE_SIZES, IMAGE_WIDTHS, productImageSrcSet } from './image-url.ts';

test('every size a product picture srcset asks for is one the image endpoint renders without a redirect', () => {
  const sizes = [...productImageSrcSet('bikes/road/signal-red').matchAll(/[wh]_(\d+)/g)].map((match) => Number(match[1]));
  expect(sizes).toHaveLength(IMAGE_WIDTHS.length * 2);
  for (const size of sizes) expect(IMAGE_SIZES, String(size)).toContain(size);
});
