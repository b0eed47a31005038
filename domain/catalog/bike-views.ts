import { PHOTO_KEY_PREFIX } from './image-url.ts';
import { type Paint, paintSegment } from './paint.ts';

/** A bike model's tiers, from the first bike to the best one we build (spec section 2). */
export const BIKE_TIERS = ['base', 'sport', 'enthusiast', 'pro', 'hero'] as const;
export type BikeTier = (typeof BIKE_TIERS)[number];

/**
 * The pictures of a bike, in gallery order: the whole bike from the side, the drive side
 * (chainset, cassette, derailleur), the cockpit (bars, stem, levers, computer mount) and a
 * frame detail (the head tube junction with its logo and paint).
 */
export const BIKE_VIEWS = ['side', 'drive', 'cockpit', 'frame'] as const;
export type BikeView = (typeof BIKE_VIEWS)[number];

/** A bike's drawing before views: `bikes/{discipline}/{colour}`, as the catalogue stores it. */
const BIKE_DRAWING = /^bikes\/([a-z-]+)\/([a-z-]+)$/;
/** One view of one tier: `bikes/{discipline}/{tier}/{view}/{colour or paint}`. */
const BIKE_VIEW = /^bikes\/([a-z-]+)\/([a-z]+)\/([a-z]+)\/([a-z0-9-]+)$/;

/** The discipline of a bike drawing's key (either form); undefined for a photograph or a part. */
export function bikeDiscipline(image: string | null): string | undefined {
  if (!image) return undefined;
  return (BIKE_DRAWING.exec(image) ?? BIKE_VIEW.exec(image))?.[1];
}

/**
 * The key of one view of a bike: `bikes/road/storm-grey` → `bikes/road/pro/drive/storm-grey`. The last
 * segment is the colour as before (so `colourImage` still swaps it), or a custom paint.
 */
export function bikeViewKey(drawing: string, tier: BikeTier, view: BikeView, paint?: Paint): string | undefined {
  const match = BIKE_DRAWING.exec(drawing) ?? BIKE_VIEW.exec(drawing);
  if (!match) return undefined;
  const discipline = match[1];
  const colour = match.at(-1);
  return `bikes/${discipline}/${tier}/${view}/${paint ? paintSegment(paint) : colour}`;
}

export const isBikeTier = (value: string | null | undefined): value is BikeTier => BIKE_TIERS.includes(value as BikeTier);

/**
 * The picture a bike shows in one place (a card, a basket line, an order): a photograph staff uploaded
 * wins, unless the bike is painted to order, which no photograph shows; else its tier's side view.
 * `drawing` is the bike's drawing key when its picture is a photograph (`bikes/{discipline}/{colour}`).
 */
export function bikePicture(image: string | null, tier: string | null | undefined, paint?: Paint, drawing?: string | null): string | null {
  const source = image?.startsWith(PHOTO_KEY_PREFIX) ? (paint ? (drawing ?? null) : null) : image;
  if (!source || !isBikeTier(tier)) return image;
  return bikeViewKey(source, tier, 'side', paint) ?? image;
}
