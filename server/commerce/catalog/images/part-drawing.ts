/** Simple illustrations of parts and accessories, one shape per kind, in the product's colour. */
const INK = '#1b1f23';

const DRAWINGS: Record<string, (colour: string) => string> = {
  groupsets: (c) =>
    `<circle cx="330" cy="320" r="120" fill="none" stroke="${c}" stroke-width="26" stroke-dasharray="14 8"/><circle cx="330" cy="320" r="60" fill="${c}"/><path d="M470 250 l90 40 l-20 120 l-80 -20 z" fill="${INK}"/><circle cx="545" cy="330" r="34" fill="none" stroke="${c}" stroke-width="12"/>`,
  wheels: (c) =>
    `<circle cx="400" cy="300" r="210" fill="none" stroke="${INK}" stroke-width="22"/><circle cx="400" cy="300" r="190" fill="none" stroke="${c}" stroke-width="30"/>${Array.from(
      { length: 16 },
      (_, i) =>
        `<line x1="400" y1="300" x2="${400 + Math.cos((i * Math.PI) / 8) * 175}" y2="${300 + Math.sin((i * Math.PI) / 8) * 175}" stroke="#8d959c" stroke-width="3"/>`,
    ).join('')}<circle cx="400" cy="300" r="22" fill="${INK}"/>`,
  tyres: (c) =>
    `<circle cx="400" cy="300" r="200" fill="none" stroke="${INK}" stroke-width="56"/><circle cx="400" cy="300" r="200" fill="none" stroke="${c}" stroke-width="10" stroke-dasharray="18 22"/>`,
  saddles: (c) =>
    `<path d="M170 300 q120 -110 460 -40 q40 10 20 50 q-160 60 -460 30 q-40 -10 -20 -40 z" fill="${c}"/><rect x="360" y="340" width="60" height="90" fill="${INK}"/>`,
  pedals: (c) =>
    `<rect x="240" y="220" width="320" height="160" rx="34" fill="${c}"/><rect x="280" y="260" width="240" height="80" rx="18" fill="${INK}" opacity="0.5"/>`,
  cockpit: (c) =>
    `<path d="M150 300 h500 q60 0 60 60 v60" fill="none" stroke="${c}" stroke-width="34" stroke-linecap="round"/><rect x="360" y="250" width="120" height="50" rx="14" fill="${INK}"/>`,
  helmets: (c) =>
    `<path d="M180 380 q0 -230 230 -230 q220 0 230 230 z" fill="${c}"/><path d="M250 250 h300 M230 310 h340" stroke="${INK}" stroke-width="18" opacity="0.5"/>`,
  lights: (c) =>
    `<rect x="220" y="230" width="300" height="140" rx="40" fill="${c}"/><circle cx="530" cy="300" r="70" fill="#fff6b3" stroke="${INK}" stroke-width="12"/>`,
  computers: (c) =>
    `<rect x="260" y="150" width="280" height="320" rx="36" fill="${c}"/><rect x="295" y="190" width="210" height="190" rx="12" fill="#dfe8ea"/>`,
  clothing: (c) => `<path d="M280 150 l-120 80 l50 90 l60 -30 v230 h260 v-230 l60 30 l50 -90 l-120 -80 q-60 50 -120 0 z" fill="${c}"/>`,
  bags: (c) =>
    `<rect x="220" y="200" width="360" height="240" rx="40" fill="${c}"/><path d="M320 200 q80 -100 160 0" fill="none" stroke="${INK}" stroke-width="18"/>`,
  tools: (c) => `<path d="M230 420 l230 -230 a70 70 0 1 1 60 60 l-230 230 z" fill="${c}"/><circle cx="520" cy="210" r="30" fill="#f4f7f9"/>`,
  parts: (c) =>
    `<circle cx="400" cy="300" r="150" fill="none" stroke="${c}" stroke-width="60" stroke-dasharray="40 26"/><circle cx="400" cy="300" r="50" fill="${INK}"/>`,
};

export const PART_KINDS = Object.keys(DRAWINGS);

export function drawPart(kind: string, colour: string): string | undefined {
  return DRAWINGS[kind]?.(colour);
}
