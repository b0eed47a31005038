import type { BikeTier } from '../../../../domain/catalog/bike-views.ts';
import { type FrameLook, glossLine, logoText } from './frame-look.ts';
import { chainrings, TIER_KITS, type TierKit } from './tier-kit.ts';

/** A side view of a bike, drawn as SVG in its frame's paint; each discipline has its own shape, each tier its own parts. */

interface Point {
  x: number;
  y: number;
}

export interface BikeShape {
  wheelRadius: number;
  tyre: number;
  bars: 'drop' | 'flat' | 'aero' | 'riser' | 'swept';
  stepThrough?: boolean;
  suspension?: boolean;
  rearShock?: boolean;
  battery?: boolean;
  mudguards?: boolean;
  rack?: boolean;
  discWheel?: boolean;
  frameBag?: boolean;
  slope: number;
}

export const BIKE_SHAPES: Record<string, BikeShape> = {
  road: { wheelRadius: 132, tyre: 9, bars: 'drop', slope: 18 },
  gravel: { wheelRadius: 132, tyre: 15, bars: 'drop', frameBag: true, slope: 24 },
  hybrid: { wheelRadius: 132, tyre: 13, bars: 'flat', rack: true, mudguards: true, slope: 30 },
  electric: { wheelRadius: 132, tyre: 16, bars: 'flat', battery: true, mudguards: true, rack: true, slope: 44 },
  'time-trial': { wheelRadius: 132, tyre: 8, bars: 'aero', discWheel: true, slope: 0 },
  mountain: { wheelRadius: 140, tyre: 22, bars: 'riser', suspension: true, rearShock: true, slope: 52 },
  urban: { wheelRadius: 128, tyre: 12, bars: 'swept', stepThrough: true, mudguards: true, rack: true, slope: 40 },
};

export const line = (a: Point, b: Point, width: number, colour: string) =>
  `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

function wheel(centre: Point, shape: BikeShape, disc: boolean, kit: TierKit): string {
  const rim = shape.wheelRadius - shape.tyre;
  const hub = rim - kit.rimDepth;
  const spokes = disc
    ? `<circle cx="${centre.x}" cy="${centre.y}" r="${rim - 4}" fill="#3a444d"/>`
    : Array.from({ length: kit.rimDepth > 20 ? 10 : 14 }, (_, i) => {
        const angle = (i * Math.PI * 2) / (kit.rimDepth > 20 ? 10 : 14);
        return line(centre, { x: centre.x + Math.cos(angle) * hub, y: centre.y + Math.sin(angle) * hub }, 1.5, '#8d959c');
      }).join('');
  return [
    `<circle cx="${centre.x}" cy="${centre.y}" r="${shape.wheelRadius - shape.tyre / 2}" fill="none" stroke="#1b1f23" stroke-width="${shape.tyre}"/>`,
    kit.tyreWall === '#1b1f23'
      ? ''
      : `<circle cx="${centre.x}" cy="${centre.y}" r="${rim + 2}" fill="none" stroke="${kit.tyreWall}" stroke-width="${Math.max(3, shape.tyre / 3)}"/>`,
    spokes,
    `<circle cx="${centre.x}" cy="${centre.y}" r="${rim - kit.rimDepth / 2}" fill="none" stroke="${kit.rim}" stroke-width="${kit.rimDepth}"/>`,
    kit.rimDepth >= 28 ? logoText('word', '#f4f7f9', { x: centre.x, y: centre.y - rim + kit.rimDepth / 2 }, 0, kit.rimDepth * 0.42) : '',
    `<circle cx="${centre.x}" cy="${centre.y}" r="9" fill="#2a3036"/>`,
  ].join('');
}

/** A mudguard: an arc around a wheel between two angles (degrees, clockwise from 3 o'clock). */
function arc(centre: Point, radius: number, from: number, to: number): string {
  const at = (deg: number) => ({ x: centre.x + radius * Math.cos((deg * Math.PI) / 180), y: centre.y + radius * Math.sin((deg * Math.PI) / 180) });
  const a = at(from);
  const b = at(to);
  return `<path d="M${a.x.toFixed(1)} ${a.y.toFixed(1)} A ${radius} ${radius} 0 0 1 ${b.x.toFixed(1)} ${b.y.toFixed(1)}" fill="none" stroke="#2a3036" stroke-width="7" stroke-linecap="round"/>`;
}

function handlebars(at: Point, bars: BikeShape['bars'], colour: string, tape: string): string {
  const ink = bars === 'drop' ? tape : '#1b1f23';
  switch (bars) {
    case 'drop': {
      const bend = `M${at.x} ${at.y} h34 q22 0 22 24 q0 24 -24 26 h-8`;
      // A dark edge first, so pale tape still reads against the background.
      return `<path d="${bend}" fill="none" stroke="#1b1f23" stroke-width="11" stroke-linecap="round"/><path d="${bend}" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`;
    }
    case 'aero':
      return `${line(at, { x: at.x + 70, y: at.y - 2 }, 8, ink)}<rect x="${at.x + 8}" y="${at.y - 14}" width="22" height="10" rx="4" fill="${colour}"/>`;
    case 'riser':
      return `<path d="M${at.x} ${at.y} l10 -22 h16" fill="none" stroke="${ink}" stroke-width="9" stroke-linecap="round"/>`;
    case 'swept':
      return `<path d="M${at.x} ${at.y} q10 -30 -22 -34 h-12" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`;
    default:
      return line(at, { x: at.x + 12, y: at.y - 6 }, 9, ink);
  }
}

/** The whole bike: wheels, frame in its paint, fork, bars, saddle and drivetrain of its tier, on an 800 × 600 canvas. */
export function drawBike(discipline: string, tier: BikeTier, look: FrameLook): string {
  const shape = BIKE_SHAPES[discipline] ?? BIKE_SHAPES['road']!;
  const kit = TIER_KITS[tier];
  const paint = look.paint;
  const rear = { x: 205, y: 410 };
  const front = { x: 595, y: 410 };
  const bb = { x: 370, y: 420 };
  const seatTop = { x: 330, y: 215 };
  const headTop = { x: 548, y: 215 + shape.slope };
  const headBottom = { x: 566, y: 290 + shape.slope / 3 };
  const frame = 16;
  const parts: string[] = [];
  if (shape.mudguards) parts.push(arc(rear, shape.wheelRadius + 10, 150, 285), arc(front, shape.wheelRadius + 10, 235, 380));
  parts.push(wheel(rear, shape, Boolean(shape.discWheel), kit), wheel(front, shape, false, kit));
  if (shape.rack) parts.push(line({ x: 180, y: 250 }, { x: 310, y: 250 }, 7, '#2a3036'), line({ x: 200, y: 250 }, rear, 5, '#2a3036'));
  // Frame: chainstay, seatstay, seat tube, down tube, top tube (a low curved tube on a step-through).
  parts.push(line(bb, rear, frame - 4, paint), line(seatTop, rear, frame - 5, paint), line(bb, seatTop, frame, paint));
  parts.push(line(bb, headBottom, frame + 4, paint));
  parts.push(
    shape.stepThrough
      ? `<path d="M${bb.x - 4} ${bb.y - 60} Q ${bb.x + 60} ${bb.y - 90} ${headBottom.x} ${headBottom.y - 20}" fill="none" stroke="${paint}" stroke-width="${frame}" stroke-linecap="round"/>`
      : line(seatTop, headTop, frame - 2, paint),
  );
  parts.push(line(headTop, headBottom, frame + 4, paint));
  parts.push(glossLine(look, { x: bb.x + 14, y: bb.y - 20 }, { x: headBottom.x - 8, y: headBottom.y + 12 }, 2.5));
  if (!shape.stepThrough) parts.push(glossLine(look, { x: seatTop.x + 24, y: seatTop.y - 3 }, { x: headTop.x - 20, y: headTop.y - 4 }, 2));
  if (shape.battery) {
    parts.push(
      `<rect x="${bb.x + 30}" y="${bb.y - 120}" width="120" height="34" rx="12" transform="rotate(-38 ${bb.x + 90} ${bb.y - 103})" fill="#2a3036"/>`,
      `<circle cx="${bb.x}" cy="${bb.y}" r="30" fill="#2a3036"/>`,
    );
  }
  if (shape.frameBag)
    parts.push(
      `<path d="M${seatTop.x + 20} ${seatTop.y + 18} L${headTop.x - 30} ${headTop.y + 10} L${bb.x + 50} ${bb.y - 70} Z" fill="#2a3036" opacity="0.85"/>`,
    );
  // The logo along the down tube (above a battery, behind a bag it would not show).
  const downAngle = (Math.atan2(headBottom.y - bb.y, headBottom.x - bb.x) * 180) / Math.PI;
  if (!shape.battery) {
    const at = { x: Math.round(bb.x + (headBottom.x - bb.x) * 0.52), y: Math.round(bb.y + (headBottom.y - bb.y) * 0.52) };
    parts.push(logoText(kit.logo, look.downLogo, at, downAngle, 12, kit.accent));
  }
  if (shape.rearShock) parts.push(line({ x: seatTop.x + 20, y: seatTop.y + 80 }, { x: seatTop.x + 90, y: seatTop.y + 60 }, 14, '#d8a31a'));
  // Fork: suspension legs on the mountain bike.
  parts.push(line(headBottom, front, shape.suspension ? 14 : 9, shape.suspension ? '#2a3036' : paint));
  if (shape.suspension) parts.push(line(headBottom, { x: (headBottom.x + front.x) / 2, y: (headBottom.y + front.y) / 2 }, 20, '#d8a31a'));
  // Stem, bars, seat post and saddle.
  const stemEnd = { x: headTop.x + 34, y: headTop.y - 14 };
  parts.push(line(headTop, stemEnd, 9, '#1b1f23'), handlebars(stemEnd, shape.bars, look.base, kit.barTape));
  const saddle = { x: seatTop.x - 14, y: seatTop.y - 50 };
  parts.push(
    line(seatTop, saddle, 9, '#1b1f23'),
    line({ x: saddle.x - 22, y: saddle.y + 4 }, { x: saddle.x + 20, y: saddle.y + 4 }, 3, kit.saddleRails),
    `<path d="M${saddle.x - 38} ${saddle.y - 4} q40 -16 78 0 q-30 12 -78 0 Z" fill="${kit.saddle}"/>`,
  );
  parts.push(drivetrain(bb, rear, discipline, tier, kit));
  return parts.join('');
}

/** Chainring (or two), crank, pedal, chain, cassette and rear derailleur in the tier's groupset finish. */
function drivetrain(bb: Point, rear: Point, discipline: string, tier: BikeTier, kit: TierKit): string {
  const rings = chainrings(discipline, tier);
  const parts = [`<circle cx="${bb.x}" cy="${bb.y}" r="36" fill="none" stroke="${kit.groupset}" stroke-width="6" stroke-dasharray="4 2"/>`];
  if (rings === 2) parts.push(`<circle cx="${bb.x}" cy="${bb.y}" r="25" fill="none" stroke="${kit.groupset}" stroke-width="5"/>`);
  const cassette = 10 + kit.cogs * 0.9;
  parts.push(
    `<circle cx="${rear.x}" cy="${rear.y}" r="${cassette}" fill="none" stroke="${kit.groupset}" stroke-width="${(kit.cogs / 3).toFixed(1)}"/>`,
    line({ x: bb.x, y: bb.y - 36 }, { x: rear.x, y: rear.y - cassette }, 3, '#4a535b'),
    line({ x: bb.x, y: bb.y + 36 }, { x: rear.x + 8, y: rear.y + 46 }, 3, '#4a535b'),
    `<path d="M${rear.x + 4} ${rear.y + 14} l6 36 l-10 4" fill="none" stroke="${kit.groupset}" stroke-width="6" stroke-linecap="round"/>`,
    kit.electronic ? `<rect x="${rear.x + 2}" y="${rear.y + 10}" width="14" height="10" rx="3" fill="${kit.accent}"/>` : '',
    line(bb, { x: bb.x + 30, y: bb.y + 52 }, 10, kit.groupset),
    `<rect x="${bb.x + 18}" y="${bb.y + 50}" width="28" height="8" rx="3" fill="#1b1f23"/>`,
  );
  return parts.join('');
}
