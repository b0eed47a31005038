import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { compareScreenshots, compareWithBaselines, PAGE_THRESHOLD, unchanged } from '../replay/compare.ts';

/** A white picture with a black rectangle (x, y, w, h) on it. */
function picture(width: number, height: number, box?: [number, number, number, number]): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  if (box) {
    const [bx, by, bw, bh] = box;
    for (let y = by; y < by + bh; y++) for (let x = bx; x < bx + bw; x++) png.data.set([0, 0, 0, 255], (y * width + x) * 4);
  }
  return PNG.sync.write(png);
}

describe('comparing a replay with its baseline', () => {
  test('the same pixels differ nowhere and pass', () => {
    const result = compareScreenshots(picture(200, 300, [10, 10, 50, 50]), picture(200, 300, [10, 10, 50, 50]));
    expect(result.diffPixels).toBe(0);
    expect(result.failed).toBe(false);
  });

  test('a difference below the threshold passes, one above it fails', () => {
    const baseline = picture(1000, 1000);
    // A 20 × 20 square is 0.04 % of a million pixels; a 40 × 40 one 0.16 %.
    const small = compareScreenshots(baseline, picture(1000, 1000, [100, 100, 20, 20]));
    const large = compareScreenshots(baseline, picture(1000, 1000, [100, 100, 40, 40]));
    expect(small.ratio).toBeLessThan(PAGE_THRESHOLD);
    expect(small.failed).toBe(false);
    expect(large.ratio).toBeGreaterThan(PAGE_THRESHOLD);
    expect(large.failed).toBe(true);
  });

  test('a page that grew counts its new rows as changed, and the difference image covers both', () => {
    const result = compareScreenshots(picture(100, 100), picture(100, 150));
    expect(result.diffPixels).toBe(100 * 50);
    expect(result.sizes).toEqual({ baseline: [100, 100], current: [100, 150] });
    const diff = PNG.sync.read(result.diffPng);
    expect([diff.width, diff.height]).toEqual([100, 150]);
    expect([...diff.data.subarray((120 * 100 + 5) * 4, (120 * 100 + 5) * 4 + 4)]).toEqual([255, 0, 0, 255]);
  });
});

test('an identical screenshot is unchanged without decoding, with its size read from the PNG header', () => {
  const png = picture(120, 80);
  expect(unchanged(png)).toMatchObject({ diffPixels: 0, failed: false, sizes: { baseline: [120, 80], current: [120, 80] } });
});

test("a replay is compared with the closest of a page's accepted baselines, the alternate only when the baseline fails", () => {
  const baseline = picture(1000, 1000);
  const alternate = picture(1000, 1000, [100, 100, 40, 40]);
  const drawnElsewhere = compareWithBaselines([baseline, alternate], picture(1000, 1000, [100, 100, 40, 40]));
  expect(drawnElsewhere).toMatchObject({ baseline: 1, diffPixels: 0, failed: false });
  expect(compareWithBaselines([baseline, alternate], picture(1000, 1000))).toMatchObject({ baseline: 0, failed: false });
  const changed = compareWithBaselines([baseline, alternate], picture(1000, 1000, [500, 500, 60, 60]));
  expect(changed.failed).toBe(true);
  expect(changed.baseline).toBe(0);
});
