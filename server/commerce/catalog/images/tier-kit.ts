import type { BikeTier } from '../../../../domain/catalog/bike-views.ts';

/**
 * What a tier puts on a bike, as far as a drawing shows it: the groupset's finish and gearing,
 * the rims' depth, the bar tape, the saddle and the logo. Base bikes are silver alloy with shallow
 * rims; hero bikes are black and gold, electronic, on deep carbon.
 */
export interface TierKit {
  /** The groupset's metal: chainset, cassette, derailleur. */
  groupset: string;
  /** A second, accent colour on the groupset (the hero tier's gold). */
  accent: string;
  /** Cogs on the cassette. */
  cogs: number;
  /** Electronic shifting: a battery on the derailleur, no cable. */
  electronic: boolean;
  /** Rim depth in the side view's pixels (a deep carbon rim is a wide band). */
  rimDepth: number;
  rim: string;
  barTape: string;
  saddle: string;
  /** Saddle rails: alloy, or carbon on the best tiers. */
  saddleRails: string;
  /** Tan tyre walls on the top tiers. */
  tyreWall: string;
  /** How the logo is set: a small plain decal, a full-length word, or outlined with a keyline. */
  logo: 'decal' | 'word' | 'outlined';
  /** The head badge: a printed roundel, an enamel one, or gold. */
  badge: string;
}

export const TIER_KITS: Record<BikeTier, TierKit> = {
  base: {
    groupset: '#a9b0b6',
    accent: '#a9b0b6',
    cogs: 8,
    electronic: false,
    rimDepth: 6,
    rim: '#8d959c',
    barTape: '#2a3036',
    saddle: '#2a3036',
    saddleRails: '#8d959c',
    tyreWall: '#1b1f23',
    logo: 'decal',
    badge: '#8d959c',
  },
  sport: {
    groupset: '#7c858d',
    accent: '#7c858d',
    cogs: 10,
    electronic: false,
    rimDepth: 10,
    rim: '#4a535b',
    barTape: '#1b1f23',
    saddle: '#1b1f23',
    saddleRails: '#8d959c',
    tyreWall: '#1b1f23',
    logo: 'decal',
    badge: '#b4b9bf',
  },
  enthusiast: {
    groupset: '#3d444b',
    accent: '#6b747c',
    cogs: 11,
    electronic: false,
    rimDepth: 18,
    rim: '#1b1f23',
    barTape: '#1b1f23',
    saddle: '#1b1f23',
    saddleRails: '#3d444b',
    tyreWall: '#1b1f23',
    logo: 'word',
    badge: '#d8dde1',
  },
  pro: {
    groupset: '#23282d',
    accent: '#9aa2a9',
    cogs: 12,
    electronic: true,
    rimDepth: 28,
    rim: '#16181b',
    barTape: '#f4f5f6',
    saddle: '#16181b',
    saddleRails: '#16181b',
    tyreWall: '#b88a4e',
    logo: 'word',
    badge: '#f4f5f6',
  },
  hero: {
    groupset: '#16181b',
    accent: '#c9a227',
    cogs: 12,
    electronic: true,
    rimDepth: 40,
    rim: '#0d0f11',
    barTape: '#0d0f11',
    saddle: '#0d0f11',
    saddleRails: '#c9a227',
    tyreWall: '#b88a4e',
    logo: 'outlined',
    badge: '#c9a227',
  },
};

/** Chainrings: one on mountain and gravel bikes from the enthusiast tier on and on every electric bike, else two. */
export function chainrings(discipline: string, tier: BikeTier): 1 | 2 {
  if (discipline === 'electric' || discipline === 'urban') return 1;
  if ((discipline === 'mountain' || discipline === 'gravel') && tier !== 'base' && tier !== 'sport') return 1;
  return 2;
}
