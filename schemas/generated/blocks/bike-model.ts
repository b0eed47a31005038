/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { CatalogLink } from '../entities/catalog-link.ts';
import type { ColourOption } from '../entities/colour-option.ts';
import type { RatingSummary } from '../entities/rating-summary.ts';
import type { SpecRow } from '../entities/spec-row.ts';

/**
 * A parent bike page: every tier side by side with a comparison table that marks what changes between tiers. Child nodes render in the finance slot.
 */
export interface BikeModelProps {
  rating?: RatingSummary;
  /**
   * The bike model's owner page (/my-{product}/): manuals, spec sheets, service schedule and warranty.
   */
  ownerHref?: string;
  sku: string;
  name: string;
  subtitle?: string;
  description?: string;
  breadcrumbs: CatalogLink[];
  colours: ColourOption[];
  fromPrice: number;
  currency: string;
  tiers: {
    tier: 'base' | 'sport' | 'enthusiast' | 'pro' | 'hero';
    name: string;
    href: string;
    price: number;
    specialPrice: number | null;
    inStock: boolean;
    image: string | null;
    specification: SpecRow[];
  }[];
}
