import { PAINT_COLOURS, type PaintCode } from '../../../../domain/catalog/paint.ts';

/** The catalogue's colours by code (the demo's colour filter values): the paint palette's first twelve, the rest being offered only to order. */
const CATALOGUE_COLOURS: PaintCode[] = [
  'storm-grey',
  'signal-red',
  'glacier-blue',
  'forest-green',
  'sand',
  'midnight',
  'sunset-orange',
  'raw-titanium',
  'pearl-white',
  'black',
  'silver',
  'hi-vis-yellow',
];

export const PALETTE: Record<string, string> = Object.fromEntries(CATALOGUE_COLOURS.map((code) => [code, PAINT_COLOURS[code]]));
