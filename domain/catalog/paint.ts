/**
 * The custom paint a shopper chooses in the colour editor (spec section 3 "Custom colour options"):
 * frame colour, top tube and fork logo colour, down tube logo colour, finish and gradient angle.
 * Colours come from one palette of paints the workshop mixes, so the editor, the cart and the image
 * endpoint agree on every value and a painted picture has a bounded number of variants.
 */

/** The workshop's paints by code: the catalogue's frame colours, then paints only offered to order. */
export const PAINT_COLOURS = {
  'storm-grey': '#5b6770',
  'signal-red': '#c8102e',
  'glacier-blue': '#2f7fc1',
  'forest-green': '#2f6b4f',
  sand: '#b89f6e',
  midnight: '#1c2430',
  'sunset-orange': '#e0662a',
  'raw-titanium': '#9a9ea3',
  'pearl-white': '#e4e7ea',
  black: '#16181b',
  silver: '#b4b9bf',
  'hi-vis-yellow': '#d8e21b',
  white: '#ffffff',
  'ocean-blue': '#1a6fb3',
  'racing-red': '#c0392b',
  'sun-yellow': '#ffcc00',
  copper: '#b8652e',
  lilac: '#9b7fc4',
  teal: '#13827f',
  'rose-pink': '#e07a9b',
} as const satisfies Record<string, `#${string}`>;

export type PaintCode = keyof typeof PAINT_COLOURS;
export const PAINT_CODES = Object.keys(PAINT_COLOURS) as PaintCode[];
const PAINT_HEXES: ReadonlySet<string> = new Set(Object.values(PAINT_COLOURS));

export const PAINT_FINISHES = ['gloss', 'matt'] as const;
export const PAINT_GRADIENTS = ['horizontal', 'diagonal'] as const;

export interface Paint {
  frame: string;
  topTubeLogo: string;
  downTubeLogo: string;
  finish: (typeof PAINT_FINISHES)[number];
  gradient: (typeof PAINT_GRADIENTS)[number];
}

const HEX = /^#[0-9a-f]{6}$/;

export const isPaintHex = (value: string): boolean => PAINT_HEXES.has(value.toLowerCase());

export const paintCodeOf = (hex: string): PaintCode | undefined => PAINT_CODES.find((code) => PAINT_COLOURS[code] === hex.toLowerCase());

const channels = (hex: string) => [16, 8, 0].map((shift) => (Number.parseInt(hex.slice(1), 16) >> shift) & 255);

/** The palette's paint nearest to any #rrggbb colour (by distance in RGB): a colour from before the palette, or an original frame colour outside it. */
export function nearestPaint(hex: string): string {
  const lower = hex.toLowerCase();
  if (!HEX.test(lower)) return PAINT_COLOURS.black;
  if (PAINT_HEXES.has(lower)) return lower;
  const [r = 0, g = 0, b = 0] = channels(lower);
  let best: string = PAINT_COLOURS.black;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of PAINT_HEXES) {
    const [cr = 0, cg = 0, cb = 0] = channels(candidate);
    const distance = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** A darker shade of a #rrggbb colour, for the paint's fade. */
export function shade(hex: string, amount = 0.45): string {
  return `#${channels(hex)
    .map((part) => Math.round(part * (1 - amount)))
    .map((part) => part.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The paint the editor starts from: the bike's own frame colour (or the palette's nearest), white logos, gloss, horizontal. */
export const defaultPaint = (originalHex: string): Paint => ({
  frame: nearestPaint(originalHex),
  topTubeLogo: PAINT_COLOURS.white,
  downTubeLogo: PAINT_COLOURS.white,
  finish: 'gloss',
  gradient: 'horizontal',
});

/** The cart item options of a custom colour, by the spec's names, in the order the server keeps them. */
export const PAINT_OPTION_UIDS = ['frame_colour', 'top_tube_logo_colour', 'down_tube_logo_colour', 'paint_finish', 'gradient_angle'] as const;

export function paintOptions(paint: Paint): { uid: (typeof PAINT_OPTION_UIDS)[number]; value: string }[] {
  return [
    { uid: 'frame_colour', value: paint.frame },
    { uid: 'top_tube_logo_colour', value: paint.topTubeLogo },
    { uid: 'down_tube_logo_colour', value: paint.downTubeLogo },
    { uid: 'paint_finish', value: paint.finish },
    { uid: 'gradient_angle', value: paint.gradient },
  ];
}

/** A paint read back from a cart item's or an order line's options; colours outside the palette (older orders) become its nearest paint. */
export function paintFromOptions(options: readonly { uid: string; value: string }[]): Paint | undefined {
  const value = (uid: string) => options.find((option) => option.uid === uid)?.value;
  const frame = value('frame_colour');
  if (!frame) return undefined;
  const finish = value('paint_finish') === 'matt' ? 'matt' : 'gloss';
  const gradient = value('gradient_angle') === 'diagonal' ? 'diagonal' : 'horizontal';
  return {
    frame: nearestPaint(frame),
    topTubeLogo: nearestPaint(value('top_tube_logo_colour') ?? PAINT_COLOURS.white),
    downTubeLogo: nearestPaint(value('down_tube_logo_colour') ?? PAINT_COLOURS.white),
    finish,
    gradient,
  };
}

/**
 * A paint in an image key: `paint-c8102e-ffffff-16181b-gh` (frame, top tube logo, down tube logo,
 * then g or m for the finish and h or d for the gradient). Lower case, so one paint has one key.
 */
export function paintSegment(paint: Paint): string {
  const hex = (colour: string) => colour.slice(1).toLowerCase();
  return `paint-${hex(paint.frame)}-${hex(paint.topTubeLogo)}-${hex(paint.downTubeLogo)}-${paint.finish[0]}${paint.gradient[0]}`;
}

const SEGMENT = /^paint-([0-9a-f]{6})-([0-9a-f]{6})-([0-9a-f]{6})-([gm])([hd])$/;

export type PaintSegmentReading = { paint: Paint; canonical: boolean } | { problem: string };

/**
 * Reads a paint segment. A well-formed one whose colours are not the palette's reads as the palette's
 * nearest (`canonical: false`: the endpoint redirects to it); anything else is a problem to answer with 400.
 */
export function readPaintSegment(segment: string): PaintSegmentReading {
  const match = SEGMENT.exec(segment);
  if (!match)
    return { problem: 'A paint is written paint-{frame}-{top tube logo}-{down tube logo}-{finish}{gradient}, such as paint-c8102e-ffffff-16181b-gh.' };
  const [, frame = '', top = '', down = '', finish, gradient] = match;
  const paint: Paint = {
    frame: nearestPaint(`#${frame}`),
    topTubeLogo: nearestPaint(`#${top}`),
    downTubeLogo: nearestPaint(`#${down}`),
    finish: finish === 'm' ? 'matt' : 'gloss',
    gradient: gradient === 'd' ? 'diagonal' : 'horizontal',
  };
  return { paint, canonical: paintSegment(paint) === segment };
}
