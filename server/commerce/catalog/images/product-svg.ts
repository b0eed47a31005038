import { BIKE_SHAPES, drawBike } from './bike-drawing.ts';
import { PALETTE } from './palette.ts';
import { drawPart, PART_KINDS } from './part-drawing.ts';

const KEY = /^(bikes|parts)\/([a-z-]{2,30})\/([a-z-]{2,30})$/;

/** The SVG for an image key (`bikes/road/signal-red`, `parts/helmets/black`); undefined when there is no such image. */
export function productSvg(key: string): string | undefined {
  const match = KEY.exec(key);
  if (!match) return undefined;
  const [, group, kind = '', colourCode = ''] = match;
  const colour = Object.hasOwn(PALETTE, colourCode) ? PALETTE[colourCode] : undefined;
  if (!colour) return undefined;
  if (group === 'bikes' && !Object.hasOwn(BIKE_SHAPES, kind)) return undefined;
  if (group === 'parts' && !PART_KINDS.includes(kind)) return undefined;
  const body = group === 'bikes' ? drawBike(kind, colour) : drawPart(kind, colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="#f4f7f9"/>${body}</svg>`;
}
