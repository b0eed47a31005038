import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Colour distance under which two pixels count as the same (pixelmatch's OKLab measure, 0–1): low enough to see a pale tint come or go (#e0f5fc on white is about 0.07). */
export const PIXEL_THRESHOLD = 0.03;
/** A replay fails when more than this share of its pixels changed: 0.1 % (about 500 pixels of a 390 × 1,200 phone page). */
export const PAGE_THRESHOLD = 0.001;

export interface Comparison {
  /** Pixels that differ, anti-aliasing left aside; a size change counts the area only one image has. */
  diffPixels: number;
  /** diffPixels over the pixels of the larger image. */
  ratio: number;
  failed: boolean;
  /** The new picture over a faded baseline, changed pixels in red (PNG). */
  diffPng: Buffer;
  sizes: { baseline: [number, number]; current: [number, number] };
}

/** Copies a PNG onto a white canvas of the given size, so pages of different heights can be compared. */
function onCanvas(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const canvas = new Uint8Array(width * height * 4).fill(255);
  for (let y = 0; y < image.height; y++) canvas.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), y * width * 4);
  return canvas;
}

/** Compares a baseline screenshot with a new one (both PNG). */
export function compareScreenshots(baselinePng: Buffer, currentPng: Buffer, pageThreshold = PAGE_THRESHOLD): Comparison {
  const baseline = PNG.sync.read(baselinePng);
  const current = PNG.sync.read(currentPng);
  const width = Math.max(baseline.width, current.width);
  const height = Math.max(baseline.height, current.height);
  const diff = new PNG({ width, height });
  let diffPixels = pixelmatch(onCanvas(baseline, width, height), onCanvas(current, width, height), diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  // Rows or columns only one picture has are changed wholesale, whatever they show.
  const overlapWidth = Math.min(baseline.width, current.width);
  const overlapHeight = Math.min(baseline.height, current.height);
  const outside = width * height - overlapWidth * overlapHeight;
  if (outside > 0) {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        if (x < overlapWidth && y < overlapHeight) continue;
        const at = (y * width + x) * 4;
        if (diff.data[at] === 255 && diff.data[at + 1] === 0 && diff.data[at + 2] === 0) continue;
        diff.data.set([255, 0, 0, 255], at);
        diffPixels += 1;
      }
  }
  const ratio = diffPixels / (width * height);
  return {
    diffPixels,
    ratio,
    failed: ratio > pageThreshold,
    diffPng: PNG.sync.write(diff),
    sizes: { baseline: [baseline.width, baseline.height], current: [current.width, current.height] },
  };
}

/** The comparison of a screenshot with an identical baseline, without decoding either. */
export function unchanged(png: Buffer): Comparison {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  return { diffPixels: 0, ratio: 0, failed: false, diffPng: png, sizes: { baseline: [width, height], current: [width, height] } };
}

/**
 * Compares a screenshot with a page's accepted baselines: the baseline, then any alternates (the
 * same page as another machine's Chromium rasterises its drawings, a few rows of anti-aliasing
 * apart). The closest one is the answer: identical bytes end it at once.
 */
export function compareWithBaselines(baselines: readonly Buffer[], currentPng: Buffer): Comparison & { baseline: number } {
  let best: (Comparison & { baseline: number }) | undefined;
  for (const [index, baseline] of baselines.entries()) {
    if (baseline.equals(currentPng)) return { ...unchanged(currentPng), baseline: index };
    const comparison = compareScreenshots(baseline, currentPng);
    if (!best || comparison.diffPixels < best.diffPixels) best = { ...comparison, baseline: index };
    if (!comparison.failed) break;
  }
  if (!best) throw new Error('compareWithBaselines needs at least one baseline');
  return best;
}
