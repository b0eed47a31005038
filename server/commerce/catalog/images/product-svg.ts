import { BIKE_TIERS, BIKE_VIEWS, type BikeTier, type BikeView } from '../../../../domain/catalog/bike-views.ts';
import { PAINT_COLOURS, type Paint, paintSegment, readPaintSegment } from '../../../../domain/catalog/paint.ts';
import { BIKE_SHAPES, drawBike } from './bike-drawing.ts';
import { drawCockpit } from './bike-cockpit.ts';
import { drawDriveSide } from './bike-drive.ts';
import { drawFrameDetail } from './bike-frame-detail.ts';
import { frameLook } from './frame-look.ts';
import { drawPart, PART_KINDS } from './part-drawing.ts';

const PART = /^parts\/([a-z-]{2,30})\/([a-z-]{2,30})$/;
const BIKE = /^bikes\/([a-z-]{2,30})\/([a-z-]{2,30})$/;
const BIKE_VIEW = /^bikes\/([a-z-]{2,30})\/([a-z]{2,12})\/([a-z]{2,12})\/([a-zA-Z0-9-]{2,60})$/;
/** The tier a bike's key without one is drawn in (`bikes/road/signal-red`, the catalogue's stored key). */
const DEFAULT_TIER: BikeTier = 'sport';

const VIEWS: Record<BikeView, (discipline: string, tier: BikeTier, look: ReturnType<typeof frameLook>) => string> = {
  side: drawBike,
  drive: drawDriveSide,
  cockpit: drawCockpit,
  frame: drawFrameDetail,
};

/** What an image key asks for: a drawing, the same drawing under its one canonical key (a redirect), or a malformed request. */
export type ProductSvg = { svg: string } | { canonical: string } | { problem: string };

/** A drawing's colour by its code: any paint of the palette. */
const colourOf = (code: string): string | undefined => (Object.hasOwn(PAINT_COLOURS, code) ? PAINT_COLOURS[code as keyof typeof PAINT_COLOURS] : undefined);

const page = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">${defs ? `<defs>${defs}</defs>` : ''}<rect width="800" height="600" fill="#f4f7f9"/>${body}</svg>`;

/**
 * The SVG for an image key: `parts/helmets/black`, `bikes/road/signal-red` (its side view), or one view of
 * one tier, `bikes/road/pro/drive/signal-red`, whose last segment may be a custom paint
 * (`bikes/road/pro/frame/paint-c8102e-ffffff-16181b-gh`, colours from the editor's palette only).
 * Undefined when there is no such image.
 */
export function productSvg(key: string): ProductSvg | undefined {
  const part = PART.exec(key);
  if (part) {
    const [, kind = '', code = ''] = part;
    const colour = colourOf(code);
    const body = colour && PART_KINDS.includes(kind) ? drawPart(kind, colour) : undefined;
    return body ? { svg: page(body) } : undefined;
  }
  const bike = BIKE.exec(key);
  if (bike) return bikeSvg(bike[1] ?? '', DEFAULT_TIER, 'side', bike[2] ?? '', key);
  const view = BIKE_VIEW.exec(key);
  if (view) {
    const [, discipline = '', tier = '', name = '', last = ''] = view;
    if (!BIKE_TIERS.includes(tier as BikeTier) || !BIKE_VIEWS.includes(name as BikeView)) return undefined;
    return bikeSvg(discipline, tier as BikeTier, name as BikeView, last, key);
  }
  return undefined;
}

function bikeSvg(discipline: string, tier: BikeTier, view: BikeView, last: string, key: string): ProductSvg | undefined {
  if (!Object.hasOwn(BIKE_SHAPES, discipline)) return undefined;
  let paint: Paint | undefined;
  if (last.startsWith('paint-')) {
    const reading = readPaintSegment(last);
    if ('problem' in reading) return { problem: reading.problem };
    if (!reading.canonical) return { canonical: key.replace(/[^/]+$/, paintSegment(reading.paint)) };
    paint = reading.paint;
  }
  const colour = paint ? paint.frame : colourOf(last);
  if (!colour) return undefined;
  const look = frameLook(colour, paint);
  return { svg: page(VIEWS[view](discipline, tier, look), look.defs) };
}
