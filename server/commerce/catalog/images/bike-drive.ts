import type { BikeTier } from '../../../../domain/catalog/bike-views.ts';
import { line } from './bike-drawing.ts';
import { type FrameLook, glossLine, logoText } from './frame-look.ts';
import { chainrings, TIER_KITS, type TierKit } from './tier-kit.ts';

/** Teeth around a ring: a dashed circle, so the tooth count reads as texture. */
const ring = (x: number, y: number, r: number, colour: string, width: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="7 4"/>`;

/**
 * The drive side close up, on an 800 × 600 canvas: the chainset (one ring or two, spider and crank),
 * the chain, the cassette (one ring drawn per cog) and the rear derailleur, all in the tier's finish,
 * beside the frame's chainstay, seat tube and down tube in its paint and the rear rim of its depth.
 */
export function drawDriveSide(discipline: string, tier: BikeTier, look: FrameLook): string {
  const kit = TIER_KITS[tier];
  const crank = { x: 540, y: 340 };
  const hub = { x: 150, y: 330 };
  const parts: string[] = [];
  // Rear wheel: a tyre and a rim of the tier's depth, cut off by the canvas's left edge.
  parts.push(
    `<circle cx="${hub.x}" cy="${hub.y}" r="300" fill="none" stroke="#1b1f23" stroke-width="26"/>`,
    kit.tyreWall === '#1b1f23' ? '' : `<circle cx="${hub.x}" cy="${hub.y}" r="284" fill="none" stroke="${kit.tyreWall}" stroke-width="8"/>`,
    `<circle cx="${hub.x}" cy="${hub.y}" r="${280 - kit.rimDepth * 1.1}" fill="none" stroke="${kit.rim}" stroke-width="${kit.rimDepth * 2.2}"/>`,
  );
  // Frame: seat tube up to the left, down tube up to the right, chainstay back to the hub.
  parts.push(
    line(crank, { x: 430, y: -20 }, 58, look.paint),
    line(crank, { x: 840, y: 60 }, 70, look.paint),
    line(crank, hub, 34, look.paint),
    glossLine(look, { x: 520, y: 250 }, { x: 450, y: 20 }, 5),
    glossLine(look, { x: 600, y: 250 }, { x: 780, y: 100 }, 6),
    logoText(kit.logo, look.downLogo, { x: 700, y: 170 }, -40, 30, kit.accent),
  );
  if (discipline === 'electric')
    parts.push(`<circle cx="${crank.x}" cy="${crank.y}" r="118" fill="#2a3036"/>`, `<rect x="470" y="250" width="140" height="30" rx="10" fill="#3a444d"/>`);
  parts.push(cassette(hub, kit), chain(crank, hub, kit), derailleur(hub, kit));
  parts.push(chainset(crank, chainrings(discipline, tier), kit, discipline === 'electric'));
  if (chainrings(discipline, tier) === 2 && discipline !== 'electric')
    parts.push(
      `<path d="M${crank.x - 60} ${crank.y - 190} l70 -10 l8 36 l-70 10 z" fill="${kit.groupset}"/>`,
      line({ x: crank.x - 30, y: crank.y - 200 }, { x: crank.x - 40, y: crank.y - 300 }, 3, '#4a535b'),
    );
  return parts.join('');
}

function cassette(hub: { x: number; y: number }, kit: TierKit): string {
  const cogs = Array.from({ length: kit.cogs }, (_, i) => {
    const r = 34 + i * (62 / kit.cogs);
    return `<circle cx="${hub.x}" cy="${hub.y}" r="${r.toFixed(1)}" fill="none" stroke="${i % 2 ? kit.accent : kit.groupset}" stroke-width="${(48 / kit.cogs).toFixed(1)}"/>`;
  });
  return `<circle cx="${hub.x}" cy="${hub.y}" r="100" fill="#2a3036"/>${cogs.join('')}<circle cx="${hub.x}" cy="${hub.y}" r="20" fill="#8d959c"/>`;
}

function chain(crank: { x: number; y: number }, hub: { x: number; y: number }, kit: TierKit): string {
  const links = `stroke="#4a535b" stroke-width="9" stroke-dasharray="10 3"`;
  return [
    `<line x1="${crank.x}" y1="${crank.y - 160}" x2="${hub.x}" y2="${hub.y - 96}" ${links}/>`,
    `<path d="M${crank.x} ${crank.y + 160} L${hub.x + 70} ${hub.y + 210} L${hub.x + 30} ${hub.y + 96}" fill="none" ${links}/>`,
    kit.electronic ? '' : line({ x: hub.x + 140, y: hub.y - 20 }, { x: 430, y: 250 }, 3, '#4a535b'),
  ].join('');
}

/** The rear derailleur hanging below the cassette: body, cage and two jockey wheels; electronic ones carry a battery. */
function derailleur(hub: { x: number; y: number }, kit: TierKit): string {
  const x = hub.x + 60;
  const y = hub.y + 80;
  return [
    `<path d="M${x - 20} ${y - 40} l70 10 l-10 50 l-66 -6 z" fill="${kit.groupset}"/>`,
    `<rect x="${x}" y="${y + 10}" width="34" height="150" rx="16" fill="${kit.groupset}" transform="rotate(-14 ${x + 17} ${y + 85})"/>`,
    `<circle cx="${x + 24}" cy="${y + 36}" r="16" fill="#2a3036" stroke="${kit.accent}" stroke-width="4"/>`,
    `<circle cx="${x + 36}" cy="${y + 136}" r="16" fill="#2a3036" stroke="${kit.accent}" stroke-width="4"/>`,
    kit.electronic ? `<rect x="${x - 6}" y="${y - 64}" width="54" height="28" rx="6" fill="${kit.accent}"/>` : '',
  ].join('');
}

/** Rings, a spider of four or five arms and the crank arm with its pedal. */
function chainset(at: { x: number; y: number }, rings: 1 | 2, kit: TierKit, motor: boolean): string {
  const big = motor ? 110 : 160;
  const arms = rings === 1 ? 4 : 5;
  return [
    ring(at.x, at.y, big, kit.groupset, 16),
    rings === 2 ? ring(at.x, at.y, big - 42, kit.groupset, 12) : '',
    ...Array.from({ length: arms }, (_, i) => {
      const angle = (i * Math.PI * 2) / arms - Math.PI / 2;
      return line(at, { x: at.x + Math.cos(angle) * (big - 30), y: at.y + Math.sin(angle) * (big - 30) }, 20, kit.groupset);
    }),
    `<circle cx="${at.x}" cy="${at.y}" r="46" fill="${kit.groupset}" stroke="${kit.accent}" stroke-width="5"/>`,
    line(at, { x: at.x + 90, y: at.y + 200 }, 40, kit.groupset),
    line({ x: at.x + 14, y: at.y + 30 }, { x: at.x + 80, y: at.y + 176 }, 5, kit.accent),
    `<rect x="${at.x + 50}" y="${at.y + 196}" width="90" height="26" rx="8" fill="#1b1f23"/>`,
  ].join('');
}
