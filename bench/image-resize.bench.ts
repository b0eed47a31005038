import { loadavg } from 'node:os';
import sharp from 'sharp';
import { BIKE_VIEWS } from '../domain/catalog/bike-views.ts';
import { IMAGE_MAX_WIDTH } from '../domain/catalog/image-url.ts';
import { productSvg } from '../server/commerce/catalog/images/product-svg.ts';
import { type ImageFormat, renderImage, type Source } from '../server/media/product-images.ts';
import { median } from './stats.ts';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 9);

/**
 * An uncached render of the largest picture the image endpoint makes (IMAGE_MAX_WIDTH at 4:3,
 * as the product gallery asks for it), from a drawing and from a 4000 × 3000 photograph, in each
 * format. Each figure sits beside the reference of the same run: the same resize to raw pixels,
 * without encoding, so a busy machine shows in both.
 */
export default async function run(): Promise<void> {
  // libvips keeps recent operations: off, so every run renders from the source as an uncached request does.
  sharp.cache(false);
  // Every view of a bike, the hero tier in a custom paint (gradient, gloss, outlined logos: the most to draw).
  const drawings = BIKE_VIEWS.map((view): [string, Source] => {
    const drawing = productSvg(`bikes/road/hero/${view}/paint-c8102e-ffffff-16181b-gd`);
    if (!drawing || !('svg' in drawing)) throw new Error(`The benchmark drawing of the ${view} view is missing`);
    return [`drawing, ${view} view`, { svg: drawing.svg }];
  });
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6b8fb3', noise: { type: 'gaussian', mean: 110, sigma: 35 } } })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer();
  const sources: [string, Source][] = [...drawings, ['photograph 4000 × 3000', { photo }]];
  const transform = { w: IMAGE_MAX_WIDTH, h: Math.round(IMAGE_MAX_WIDTH * 0.75), crop: false };
  console.log(`Image endpoint: uncached ${transform.w} × ${transform.h} renders, ${RUNS} runs each; load average ${loadavg()[0]?.toFixed(2)} at the start`);
  for (const [name, source] of sources) {
    const reference = await timings(() => referenceResize(source, transform.w, transform.h));
    for (const format of ['avif', 'webp', 'png'] as ImageFormat[]) {
      let bytes = 0;
      const times = await timings(async () => {
        bytes = (await renderImage(source, transform, format)).length;
      });
      console.log(
        `${name.padEnd(24)} ${format.padEnd(4)} p50 ${median(times).toFixed(0).padStart(4)} ms, fastest ${Math.min(...times)
          .toFixed(0)
          .padStart(4)} ms, ${(bytes / 1024).toFixed(0)} KiB; resize alone p50 ${median(reference).toFixed(0)} ms`,
      );
    }
  }
}

async function timings(work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

async function referenceResize(source: Source, width: number, height: number): Promise<Buffer> {
  const input = 'photo' in source ? sharp(source.photo) : sharp(Buffer.from(source.svg), { density: 72 * Math.ceil(width / 800) });
  return input.resize({ width, height, fit: 'contain', background: '#f4f7f9' }).raw().toBuffer();
}
