/**
 * Frame size advice from the rider's height and inside leg (inseam), using the bike's own
 * geometry. The rule, in order:
 *  1. The size whose rider-height band holds the height (the bands the size buttons show).
 *     Where two bands overlap, long legs for the height (inseam ≥ 47 % of height) take the
 *     larger frame, shorter legs the smaller.
 *  2. Standover: the inseam must clear the frame's standover height by at least 25 mm.
 *     When the size from step 1 does not, the next smaller size that does is advised.
 *  3. A rider shorter or taller than every band starts from the smallest or largest size.
 * Without a standover figure, the seat tube stands in: it should be at most 67 % of the inseam.
 */
export const HEIGHT_BANDS: Readonly<Record<string, readonly [number, number]>> = {
  xs: [150, 162],
  s: [160, 170],
  m: [168, 178],
  l: [176, 186],
  xl: [184, 196],
};

export const MIN_CLEARANCE_MM = 25;
const LONG_LEGS = 0.47;
const SEAT_TUBE_SHARE = 0.67;

export interface RiderMeasures {
  heightCm: number;
  inseamCm: number;
}

export type SizeAdvice =
  | { kind: 'size'; size: string; check: 'standover' | 'seat-tube'; frameMm: number; clearanceMm: number; steppedDown: boolean }
  /** Even the smallest frame is too tall for the inseam. */
  | { kind: 'too-small'; size: string; frameMm: number; inseamMm: number }
  | { kind: 'invalid'; field: 'height' | 'inseam'; problem: 'range' | 'proportion' };

export function checkMeasures({ heightCm, inseamCm }: RiderMeasures): SizeAdvice | undefined {
  if (!Number.isFinite(heightCm) || heightCm < 120 || heightCm > 220) return { kind: 'invalid', field: 'height', problem: 'range' };
  if (!Number.isFinite(inseamCm) || inseamCm < 50 || inseamCm > 110) return { kind: 'invalid', field: 'inseam', problem: 'range' };
  const share = inseamCm / heightCm;
  if (share < 0.38 || share > 0.56) return { kind: 'invalid', field: 'inseam', problem: 'proportion' };
  return undefined;
}

function sizeByHeight(sizes: readonly string[], heightCm: number, longLegs: boolean): number {
  const fitting = sizes.map((size, index) => ({ index, band: HEIGHT_BANDS[size] })).filter(({ band }) => band && heightCm >= band[0] && heightCm <= band[1]);
  if (fitting.length) return (longLegs ? fitting[fitting.length - 1] : fitting[0])?.index ?? 0;
  const firstBand = HEIGHT_BANDS[sizes[0] ?? ''];
  return firstBand && heightCm < firstBand[0] ? 0 : sizes.length - 1;
}

/** The advice for one bike: `sizes` smallest first, `geometry` in millimetres by size. */
export function recommendSize(geometry: Record<string, Record<string, number>>, sizes: readonly string[], rider: RiderMeasures): SizeAdvice {
  const invalid = checkMeasures(rider);
  if (invalid) return invalid;
  const inseamMm = Math.round(rider.inseamCm * 10);
  const frame = (size: string): { check: 'standover' | 'seat-tube'; frameMm: number; clearanceMm: number } => {
    const standover = geometry[size]?.['standover'];
    if (standover !== undefined) return { check: 'standover', frameMm: standover, clearanceMm: inseamMm - standover };
    const seatTube = geometry[size]?.['seatTube'] ?? 0;
    return { check: 'seat-tube', frameMm: seatTube, clearanceMm: Math.round(inseamMm * SEAT_TUBE_SHARE) - seatTube + MIN_CLEARANCE_MM };
  };
  const start = sizeByHeight(sizes, rider.heightCm, rider.inseamCm / rider.heightCm >= LONG_LEGS);
  for (let index = start; index >= 0; index--) {
    const size = sizes[index] as string;
    const fit = frame(size);
    if (fit.clearanceMm >= MIN_CLEARANCE_MM) return { kind: 'size', size, ...fit, steppedDown: index !== start };
  }
  const smallest = sizes[0] as string;
  return { kind: 'too-small', size: smallest, frameMm: frame(smallest).frameMm, inseamMm };
}
