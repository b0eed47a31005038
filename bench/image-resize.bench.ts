import sharp from 'sharp';
import { BIKE_VIEWS } from '../domain/catalog/bike-views.ts';
import { IMAGE_MAX_WIDTH } from '../domain/catalog/image-url.ts';
import { productSvg } from '../server/commerce/catalog/images/product-svg.ts';
import { type ImageFormat, renderImage, type Source } from '../server/media/product-images.ts';
import { commandLine, machineAtStart, measuredLine, writeResultsSection } from './results-file.ts';
import { median } from './stats.ts';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 9);
/** The longest an uncached render of the largest width may take. */
const BOUND_MS = 300;

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
  const machine = machineAtStart();
  console.log(`Image endpoint: uncached ${transform.w} × ${transform.h} renders, ${RUNS} runs each`);
  const rows: string[] = [];
  let slowest = 0;
  for (const [name, source] of sources) {
    const reference = median(await timings(() => referenceResize(source, transform.w, transform.h)));
    for (const format of ['avif', 'webp', 'png'] as ImageFormat[]) {
      let bytes = 0;
      const times = await timings(async () => {
        bytes = (await renderImage(source, transform, format)).length;
      });
      slowest = Math.max(slowest, median(times));
      rows.push(
        `| ${name} | ${format} | ${median(times).toFixed(0)} | ${Math.min(...times).toFixed(0)} | ${(bytes / 1024).toFixed(0)} | ${reference.toFixed(0)} |`,
      );
      console.log(rows.at(-1));
    }
  }
  writeResultsSection(
    'images',
    [
      '## Image endpoint: uncached renders of the largest picture',
      '',
      measuredLine(commandLine('bench', ['BENCH_RUNS']), machine),
      `Each picture rendered ${RUNS} times at ${transform.w} × ${transform.h} (the largest width the endpoint makes, at 4:3) with`,
      "libvips' cache off, so every run starts from the source as an uncached request does: every view",
      'of a bike drawn in a custom paint, and a 4000 × 3000 photograph. The reference is the same resize',
      'to raw pixels without encoding, measured in the same run.',
      '',
      '| picture | format | p50 ms | fastest ms | KiB | resize alone, p50 ms (reference) |',
      '|---|---|---:|---:|---:|---:|',
      ...rows,
      '',
      `The slowest median is **${slowest.toFixed(0)} ms** against the bound of ${BOUND_MS} ms: ${slowest <= BOUND_MS ? 'within it' : '**over it**'}.`,
    ].join('\n'),
  );
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
