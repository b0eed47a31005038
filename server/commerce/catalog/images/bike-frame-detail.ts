import type { BikeTier } from '../../../../domain/catalog/bike-views.ts';
import { line } from './bike-drawing.ts';
import { type FrameLook, glossLine, logoText } from './frame-look.ts';
import { TIER_KITS } from './tier-kit.ts';

/**
 * The head tube junction close up, on an 800 × 600 canvas: head tube, top tube and down tube in the
 * frame's paint (its fade runs across them), the top tube and down tube logos in their colours and the
 * tier's style, the head badge, gloss highlights unless matt, and what the tier shows of the making:
 * weld beads and outside cables on alloy tiers, a carbon weave and hidden cables on the best ones.
 */
export function drawFrameDetail(discipline: string, tier: BikeTier, look: FrameLook): string {
  const kit = TIER_KITS[tier];
  const alloy = tier === 'base' || tier === 'sport';
  const junction = { x: 560, y: 300 };
  const parts: string[] = [
    // Headset spacers and stem above, the fork crown below.
    `<rect x="520" y="10" width="96" height="60" rx="6" fill="#1b1f23"/>`,
    `<rect x="514" y="510" width="110" height="90" rx="14" fill="${discipline === 'mountain' ? '#2a3036' : look.paint}"/>`,
    line({ x: 568, y: 60 }, { x: 572, y: 520 }, 120, look.paint),
    line(junction, { x: -40, y: 150 }, 84, look.paint),
    line({ x: 560, y: 410 }, { x: -40, y: 630 }, 118, look.paint),
  ];
  if (alloy)
    parts.push(
      `<path d="M512 250 q-18 30 0 66" fill="none" stroke="${look.base}" stroke-width="14" stroke-dasharray="6 3" stroke-opacity="0.7"/>`,
      `<path d="M512 370 q-24 60 14 110" fill="none" stroke="${look.base}" stroke-width="14" stroke-dasharray="6 3" stroke-opacity="0.7"/>`,
    );
  else
    parts.push(
      `<g stroke="#000000" stroke-opacity="0.14" stroke-width="3">${Array.from({ length: 9 }, (_, i) => `<line x1="${60 + i * 30}" y1="${250 - i * 6}" x2="${86 + i * 30}" y2="${226 - i * 6}"/>`).join('')}</g>`,
    );
  parts.push(
    glossLine(look, { x: 546, y: 80 }, { x: 550, y: 480 }, 8),
    glossLine(look, { x: 480, y: 244 }, { x: 20, y: 132 }, 6),
    glossLine(look, { x: 470, y: 396 }, { x: 20, y: 560 }, 8),
    logoText(kit.logo, look.downLogo, { x: 300, y: 506 }, -20, 40, kit.accent),
    logoText(kit.logo === 'decal' ? 'decal' : 'word', look.topLogo, { x: 250, y: 222 }, 14, 28, kit.accent),
    // Head badge.
    `<circle cx="572" cy="210" r="38" fill="${kit.badge}" stroke="#1b1f23" stroke-opacity="0.3" stroke-width="3"/>`,
    `<path d="M556 228 v-36 l32 36 v-36" fill="none" stroke="#1b1f23" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  // Cables: outside the frame into the down tube on alloy tiers, through the headset (none seen) on electronic ones.
  if (!kit.electronic) parts.push(`<path d="M610 40 q120 120 40 300 q-30 60 -110 110" fill="none" stroke="#2a3036" stroke-width="7"/>`);
  if (!alloy && !kit.electronic) parts.push(`<circle cx="530" cy="452" r="10" fill="#1b1f23"/>`);
  return parts.join('');
}
