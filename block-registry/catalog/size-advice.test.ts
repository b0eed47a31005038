import { describe, expect, test } from 'vitest';
import { recommendSize } from './size-advice.ts';

// The road geometry of the demo catalogue: standover 690 to 790 mm from XS to XL.
const SIZES = ['xs', 's', 'm', 'l', 'xl'];
const steps: Record<string, number> = { xs: -2, s: -1, m: 0, l: 1, xl: 2 };
const GEOMETRY = Object.fromEntries(SIZES.map((size) => [size, { seatTube: 520 + (steps[size] ?? 0) * 30, standover: 740 + (steps[size] ?? 0) * 25 }]));

describe('size advice', () => {
  test('170 cm with a 78 cm inseam sits between S and M; average legs take S, clearing 715 mm by 65 mm', () => {
    expect(recommendSize(GEOMETRY, SIZES, { heightCm: 170, inseamCm: 78 })).toEqual({
      kind: 'size',
      size: 's',
      check: 'standover',
      frameMm: 715,
      clearanceMm: 65,
      steppedDown: false,
    });
  });

  test('185 cm with an 88 cm inseam (long legs) takes XL, clearing 790 mm by 90 mm', () => {
    expect(recommendSize(GEOMETRY, SIZES, { heightCm: 185, inseamCm: 88 })).toMatchObject({ kind: 'size', size: 'xl', frameMm: 790, clearanceMm: 90 });
  });

  test('a short inseam for the height steps down to the size it clears', () => {
    // 177 cm falls in M and L; a 74 cm inseam clears neither L (765) nor M (740) by 25 mm, but S (715).
    expect(recommendSize(GEOMETRY, SIZES, { heightCm: 177, inseamCm: 74 })).toMatchObject({ kind: 'size', size: 's', clearanceMm: 25, steppedDown: true });
  });

  test('a rider too short for every frame is told so, with the smallest frame', () => {
    expect(recommendSize(GEOMETRY, SIZES, { heightCm: 145, inseamCm: 62 })).toEqual({ kind: 'too-small', size: 'xs', frameMm: 690, inseamMm: 620 });
  });

  test('out-of-range and implausible measures are refused by field', () => {
    expect(recommendSize(GEOMETRY, SIZES, { heightCm: 300, inseamCm: 80 })).toEqual({ kind: 'invalid', field: 'height', problem: 'range' });
    expect(recommendSize(GEOMETRY, SIZES, { heightCm: 175, inseamCm: 20 })).toEqual({ kind: 'invalid', field: 'inseam', problem: 'range' });
    expect(recommendSize(GEOMETRY, SIZES, { heightCm: 175, inseamCm: 105 })).toEqual({ kind: 'invalid', field: 'inseam', problem: 'proportion' });
    expect(recommendSize(GEOMETRY, SIZES, { heightCm: Number.NaN, inseamCm: 80 })).toMatchObject({ kind: 'invalid', field: 'height' });
  });

  test('without a standover figure the seat tube decides', () => {
    const noStandover = Object.fromEntries(SIZES.map((size) => [size, { seatTube: 520 + (steps[size] ?? 0) * 30 }]));
    // 80 cm inseam: 67 % is 536 mm, so a 550 mm seat tube (L) is too tall and M (520) fits.
    expect(recommendSize(noStandover, SIZES, { heightCm: 178, inseamCm: 80 })).toMatchObject({ kind: 'size', size: 'm', check: 'seat-tube', frameMm: 520 });
  });
});
