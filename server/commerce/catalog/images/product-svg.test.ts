import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { BIKE_TIERS, BIKE_VIEWS } from '../../../../domain/catalog/bike-views.ts';
import { BIKE_SHAPES } from './bike-drawing.ts';
import { productSvg } from './product-svg.ts';

const svgOf = (key: string): string => {
  const drawing = productSvg(key);
  if (!drawing || !('svg' in drawing)) throw new Error(`${key} is not a drawing: ${JSON.stringify(drawing)}`);
  return drawing.svg;
};

/** The drawing as 160 × 120 RGB pixels. */
const pixels = (key: string) =>
  sharp(Buffer.from(svgOf(key)))
    .resize(160, 120)
    .removeAlpha()
    .raw()
    .toBuffer();

/** Share of pixels whose red, green and blue differ by more than `by` in sum between two renders. */
function difference(a: Buffer, b: Buffer, by = 60): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 3) {
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > by) changed += 1;
  }
  return changed / (a.length / 3);
}

describe('bike views', () => {
  test('every view of every discipline looks different in each tier, next tier to next tier', async () => {
    for (const discipline of Object.keys(BIKE_SHAPES)) {
      for (const view of BIKE_VIEWS) {
        const renders = await Promise.all(BIKE_TIERS.map((tier) => pixels(`bikes/${discipline}/${tier}/${view}/storm-grey`)));
        for (let i = 1; i < renders.length; i += 1) {
          expect(difference(renders[i - 1]!, renders[i]!), `${discipline} ${view}: ${BIKE_TIERS[i - 1]} and ${BIKE_TIERS[i]}`).toBeGreaterThan(0.004);
        }
      }
    }
  });

  test('every view is drawn in the frame colour asked for', async () => {
    for (const view of BIKE_VIEWS) {
      const red = await pixels(`bikes/road/pro/${view}/signal-red`);
      const green = await pixels(`bikes/road/pro/${view}/forest-green`);
      expect(difference(red, green), view).toBeGreaterThan(0.02);
      expect(svgOf(`bikes/road/pro/${view}/signal-red`), view).toContain('#c8102e');
    }
  });

  test('the cockpit and the drive side follow the discipline: drop bars or flat bars, two rings or one', async () => {
    expect(difference(await pixels('bikes/road/pro/cockpit/black'), await pixels('bikes/hybrid/pro/cockpit/black'))).toBeGreaterThan(0.02);
    expect(difference(await pixels('bikes/road/pro/drive/black'), await pixels('bikes/mountain/pro/drive/black'))).toBeGreaterThan(0.02);
  });

  test('the catalogue key without tier or view is the side view, as before', () => {
    expect(svgOf('bikes/road/signal-red')).toBe(svgOf('bikes/road/sport/side/signal-red'));
  });

  test('unknown tiers, views, disciplines and colours are no image at all', () => {
    for (const key of ['bikes/road/ultra/side/black', 'bikes/road/pro/rear/black', 'bikes/unicycle/pro/side/black', 'bikes/road/pro/side/mauve'])
      expect(productSvg(key), key).toBeUndefined();
  });
});

describe('custom paint in a drawing', () => {
  const painted = 'bikes/gravel/hero/frame/paint-1a6fb3-ffcc00-ffffff-gd';

  test('a painted frame fades from its colour, carries its logo colours, and gloss shows highlights that matt leaves off', async () => {
    const gloss = svgOf(painted);
    expect(gloss).toContain('<linearGradient id="paint"');
    expect(gloss).toContain('stop-color="#1a6fb3"');
    expect(gloss).toContain('fill="#ffcc00"');
    expect(gloss).toContain('fill="#ffffff"');
    expect(gloss).toContain('stroke-opacity="0.55"');
    const matt = svgOf(painted.replace('-gd', '-md'));
    expect(matt).not.toContain('stroke-opacity="0.55"');
    const horizontal = await pixels(painted.replace('-gd', '-gh'));
    // The fade runs another way: a slight change of shade over much of the frame.
    expect(difference(await pixels(painted), horizontal, 12)).toBeGreaterThan(0.05);
  });

  test('a paint in colours outside the palette is the same drawing under the palette’s nearest key', () => {
    expect(productSvg('bikes/gravel/hero/frame/paint-1b6fb4-ffcc00-fffffe-gd')).toEqual({ canonical: painted });
  });

  test('a malformed paint says how a paint is written', () => {
    for (const segment of ['paint-red-white-white-gd', 'paint-1a6fb3-ffcc00-ffffff-xd', 'paint-1a6fb3-ffcc00-gd', 'paint-1A6FB3-ffcc00-ffffff-gd']) {
      expect(productSvg(`bikes/road/pro/side/${segment}`), segment).toEqual({ problem: expect.stringContaining('paint-c8102e-ffffff-16181b-gh') });
    }
  });
});
