import { expect, test } from 'vitest';
import { IMAGE_MAX_WIDTH, IMAGE_RATIOS, IMAGE_SIZES, IMAGE_WIDTHS, productImageSrcSet, SEARCH_ENGINE_IMAGE, THUMBNAIL_WIDTHS } from './image-url.ts';

test('every size a product picture srcset asks for, in every shape, is one the image endpoint renders without a redirect', () => {
  for (const ratio of IMAGE_RATIOS) {
    const srcset = productImageSrcSet('bikes/road/signal-red', ratio, ratio === 0.75 ? 'contain' : 'auto');
    const sizes = [...srcset.matchAll(/[wh]_(\d+)/g)].map((match) => Number(match[1]));
    expect(sizes).toHaveLength(IMAGE_WIDTHS.length * 2);
    for (const size of sizes) expect(IMAGE_SIZES, `${size} at ${ratio}`).toContain(size);
    expect([...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]))).toEqual([...IMAGE_WIDTHS]);
  }
});

test('thumbnails and the search-engine picture are rendered sizes too, and nothing wider than the largest width is', () => {
  for (const w of THUMBNAIL_WIDTHS) expect(IMAGE_SIZES).toEqual(expect.arrayContaining([w, w * 0.75]));
  expect(IMAGE_SIZES).toEqual(expect.arrayContaining([SEARCH_ENGINE_IMAGE.w, SEARCH_ENGINE_IMAGE.h]));
  expect(Math.max(...IMAGE_SIZES)).toBe(IMAGE_MAX_WIDTH);
  expect(IMAGE_MAX_WIDTH).toBe(1280);
});
