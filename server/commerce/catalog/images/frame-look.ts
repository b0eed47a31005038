import { type Paint, shade } from '../../../../domain/catalog/paint.ts';

/** How a frame is painted in a drawing: its stroke (a colour, or the custom paint's fade), logo colours and finish. */
export interface FrameLook {
  /** A fill or stroke value: `#rrggbb`, or `url(#paint)` for a fade defined in `defs`. */
  paint: string;
  /** The flat colour nearest the paint, for small parts that do not fade (a fork crown, a stem cap). */
  base: string;
  defs: string;
  topLogo: string;
  downLogo: string;
  gloss: boolean;
}

/** Perceived lightness 0–255 of #rrggbb: logos are dark on pale frames and white on dark ones. */
function lightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
}

/**
 * A catalogue colour is a flat gloss frame with logos that stand out from it; a custom paint fades
 * from its colour to a darker shade (left to right, or corner to corner across the canvas), with its
 * own logo colours, and matt leaves off the gloss highlights.
 */
export function frameLook(colour: string, paint?: Paint): FrameLook {
  if (!paint) {
    const logo = lightness(colour) > 170 ? '#1b1f23' : '#f4f7f9';
    return { paint: colour, base: colour, defs: '', topLogo: logo, downLogo: logo, gloss: true };
  }
  const diagonal = paint.gradient === 'diagonal';
  const defs = `<linearGradient id="paint" gradientUnits="userSpaceOnUse" x1="120" y1="${diagonal ? 80 : 300}" x2="700" y2="${diagonal ? 540 : 300}"><stop offset="0" stop-color="${paint.frame}"/><stop offset="1" stop-color="${shade(paint.frame)}"/></linearGradient>`;
  return {
    paint: 'url(#paint)',
    base: paint.frame,
    defs,
    topLogo: paint.topTubeLogo,
    downLogo: paint.downTubeLogo,
    gloss: paint.finish === 'gloss',
  };
}

/** A gloss highlight along a tube from a to b (none on a matt frame). */
export function glossLine(look: FrameLook, a: { x: number; y: number }, b: { x: number; y: number }, width = 3): string {
  if (!look.gloss) return '';
  return `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${width}" stroke-linecap="round"/>`;
}

/**
 * The NORTHVALE logo along a tube, as a tier sets it: a short decal, the full word, or the word
 * outlined with a keyline in the logo's colour on the best tier.
 */
export function logoText(
  style: 'decal' | 'word' | 'outlined',
  colour: string,
  at: { x: number; y: number },
  angle: number,
  size: number,
  keyline = '#c9a227',
): string {
  const text = style === 'decal' ? 'NV' : 'NORTHVALE';
  const fontSize = style === 'decal' ? size * 1.1 : size;
  const outline = style === 'outlined' ? ` stroke="${keyline}" stroke-width="${(size / 14).toFixed(1)}" paint-order="stroke"` : '';
  return `<text x="${at.x}" y="${at.y}" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" letter-spacing="${(size / 5).toFixed(1)}" fill="${colour}"${outline} transform="rotate(${angle} ${at.x} ${at.y})">${text}</text>`;
}
