import type { BikeTier } from '../../../../domain/catalog/bike-views.ts';
import { BIKE_SHAPES, type BikeShape, line } from './bike-drawing.ts';
import { type FrameLook, glossLine, logoText } from './frame-look.ts';
import { TIER_KITS, type TierKit } from './tier-kit.ts';

const INK = '#1b1f23';

/**
 * The cockpit as the rider sees it, on an 800 × 600 canvas: the top tube in its paint with its logo,
 * the stem (in the frame's paint on the hero tier's integrated cockpit), the discipline's bars in the
 * tier's tape or grips, brake and shift levers in the groupset's finish, and the out-front computer
 * mount (with a computer from the enthusiast tier on, a display on electric bikes).
 */
export function drawCockpit(discipline: string, tier: BikeTier, look: FrameLook): string {
  const kit = TIER_KITS[tier];
  const bars = (BIKE_SHAPES[discipline] ?? BIKE_SHAPES['road']!).bars;
  const head = { x: 400, y: 330 };
  const clamp = { x: 400, y: 200 };
  const parts: string[] = [
    line({ x: 400, y: 640 }, head, 74, look.paint),
    glossLine(look, { x: 382, y: 600 }, { x: 382, y: 380 }, 5),
    logoText(kit.logo, look.topLogo, { x: 416, y: 476 }, -90, 22, kit.accent),
    `<circle cx="${head.x}" cy="${head.y}" r="46" fill="${look.paint}"/>`,
    `<circle cx="${head.x}" cy="${head.y}" r="26" fill="${INK}"/>`,
    line(head, clamp, 42, tier === 'hero' ? look.paint : INK),
  ];
  parts.push(BARS[bars](clamp, kit));
  parts.push(mount(clamp, tier, kit, discipline === 'electric'));
  return parts.join('');
}

type Bars = (clamp: { x: number; y: number }, kit: TierKit) => string;

/** A brake hood and lever at a drop bar's end, or a lever and shifter pod on a flat bar. */
const hood = (x: number, y: number, kit: TierKit, mirror: 1 | -1) =>
  `<path d="M${x} ${y} l${mirror * 24} -26 q${mirror * 16} -14 ${mirror * 34} 0 l${mirror * 4} 60 l${mirror * -50} 14 z" fill="${kit.groupset}"/>` +
  `<circle cx="${x + mirror * 34}" cy="${y - 12}" r="6" fill="${kit.accent}"/>`;

const flatLevers = (clamp: { x: number; y: number }, kit: TierKit, reach: number) =>
  [-1, 1]
    .map((side) => {
      const x = clamp.x + side * (reach - 90);
      return `${line({ x, y: clamp.y }, { x: x + side * 70, y: clamp.y + 46 }, 8, kit.groupset)}<rect x="${x - side * 30 - 16}" y="${clamp.y + 12}" width="32" height="30" rx="8" fill="${kit.accent}"/>`;
    })
    .join('');

const grips = (clamp: { x: number; y: number }, reach: number, colour: string) =>
  [-1, 1]
    .map(
      (side) =>
        line({ x: clamp.x + side * (reach - 60), y: clamp.y }, { x: clamp.x + side * reach, y: clamp.y }, 32, INK) +
        line({ x: clamp.x + side * (reach - 60), y: clamp.y }, { x: clamp.x + side * reach, y: clamp.y }, 28, colour),
    )
    .join('');

const BARS: Record<BikeShape['bars'], Bars> = {
  drop: (clamp, kit) =>
    [
      `<path d="M150 ${clamp.y + 120} q-20 -60 10 -100 q10 -20 40 -20 h400 q30 0 40 20 q30 40 10 100" fill="none" stroke="${INK}" stroke-width="30" stroke-linecap="round"/>`,
      `<path d="M150 ${clamp.y + 120} q-20 -60 10 -100 q10 -20 40 -20 h400 q30 0 40 20 q30 40 10 100" fill="none" stroke="${kit.barTape}" stroke-width="26" stroke-linecap="round"/>`,
      `<path d="M150 ${clamp.y + 120} q-20 -60 10 -100 q10 -20 40 -20 h400 q30 0 40 20 q30 40 10 100" fill="none" stroke="${INK}" stroke-opacity="0.25" stroke-width="26" stroke-dasharray="3 9"/>`,
      line({ x: 330, y: clamp.y }, { x: 470, y: clamp.y }, 30, INK),
      hood(192, clamp.y + 6, kit, -1),
      hood(608, clamp.y + 6, kit, 1),
    ].join(''),
  flat: (clamp, kit) => `${line({ x: 110, y: clamp.y }, { x: 690, y: clamp.y }, 20, INK)}${grips(clamp, 290, kit.barTape)}${flatLevers(clamp, kit, 290)}`,
  riser: (clamp, kit) =>
    `<path d="M80 ${clamp.y - 10} q160 6 240 -2 q80 30 160 0 q80 8 240 2" fill="none" stroke="${INK}" stroke-width="22" stroke-linecap="round"/>${grips({ x: clamp.x, y: clamp.y - 10 }, 320, kit.barTape)}${flatLevers({ x: clamp.x, y: clamp.y - 8 }, kit, 320)}`,
  aero: (clamp, kit) =>
    [
      `<path d="M160 ${clamp.y + 60} q0 -60 60 -60 h360 q60 0 60 60" fill="none" stroke="${INK}" stroke-width="24" stroke-linecap="round"/>`,
      ...[-1, 1].map(
        (side) =>
          `${line({ x: clamp.x + side * 50, y: clamp.y + 10 }, { x: clamp.x + side * 40, y: 40 }, 18, kit.barTape)}<rect x="${clamp.x + side * 70 - 30}" y="${clamp.y + 10}" width="60" height="70" rx="18" fill="${INK}"/>`,
      ),
      `<circle cx="${clamp.x - 40}" cy="46" r="9" fill="${kit.accent}"/><circle cx="${clamp.x + 40}" cy="46" r="9" fill="${kit.accent}"/>`,
    ].join(''),
  swept: (clamp, kit) =>
    `<path d="M130 ${clamp.y + 150} q-10 -150 120 -150 h300 q130 0 120 150" fill="none" stroke="${INK}" stroke-width="20" stroke-linecap="round"/>${[-1, 1]
      .map((side) => line({ x: clamp.x + side * 275, y: clamp.y + 90 }, { x: clamp.x + side * 272, y: clamp.y + 150 }, 28, kit.barTape))
      .join('')}${flatLevers({ x: clamp.x, y: clamp.y + 4 }, kit, 250)}`,
};

/** The out-front computer mount ahead of the stem; what sits on it depends on the tier (and an electric bike's display). */
function mount(clamp: { x: number; y: number }, tier: BikeTier, kit: TierKit, electric: boolean): string {
  const arm = line(clamp, { x: clamp.x, y: clamp.y - 80 }, 16, kit.groupset);
  if (electric)
    return `${arm}<rect x="${clamp.x - 60}" y="${clamp.y - 150}" width="120" height="80" rx="14" fill="${INK}"/><rect x="${clamp.x - 46}" y="${clamp.y - 138}" width="92" height="52" rx="6" fill="#8fd3e8"/>`;
  if (tier === 'base' || tier === 'sport')
    return `${arm}<circle cx="${clamp.x}" cy="${clamp.y - 86}" r="22" fill="none" stroke="${kit.groupset}" stroke-width="8"/>`;
  const screen = tier === 'enthusiast' ? '#dfe8ea' : '#1f2a33';
  return `${arm}<rect x="${clamp.x - 48}" y="${clamp.y - 170}" width="96" height="108" rx="16" fill="${INK}"/><rect x="${clamp.x - 36}" y="${clamp.y - 158}" width="72" height="70" rx="6" fill="${screen}"/>${
    tier === 'enthusiast'
      ? ''
      : `<path d="M${clamp.x - 28} ${clamp.y - 110} l18 -16 l14 10 l22 -26" fill="none" stroke="${kit.accent === '#9aa2a9' ? '#5bd1a0' : kit.accent}" stroke-width="4"/>`
  }`;
}
