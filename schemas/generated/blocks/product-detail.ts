/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { CatalogLink } from '../entities/catalog-link.ts';
import type { ColourOption } from '../entities/colour-option.ts';
import type { RatingSummary } from '../entities/rating-summary.ts';
import type { SpecRow } from '../entities/spec-row.ts';

/**
 * A child bike or pac product page: gallery, colour from ?colour=, size selector with size guide and geometry, specification, stock, dispatch date and add to basket. Money in minor units.
 */
export interface ProductDetailProps {
  rating?: RatingSummary;
  /**
   * The bike model's owner page (/my-{product}/): manuals, spec sheets, service schedule and warranty.
   */
  ownerHref?: string;
  kind: 'bike' | 'product';
  sku: string;
  name: string;
  subtitle?: string;
  description?: string;
  brand: string;
  category: string;
  modelSku?: string;
  model?: CatalogLink;
  tier?: 'base' | 'sport' | 'enthusiast' | 'pro' | 'hero';
  breadcrumbs: CatalogLink[];
  price: number;
  specialPrice: number | null;
  currency: string;
  stockQty: number;
  /**
   * The custom frame colour option of a bike (spec section 3): its cart sku (contains BBCOLOUR), its price in minor units, and the bike's original frame colour.
   */
  customColour?: {
    sku: string;
    price: number;
    originalHex: string;
  };
  /**
   * We cannot ship this product to the shopper's country: the page says so and add to basket is off.
   */
  shippingRestricted?: boolean;
  dispatchDate: string;
  colours: ColourOption[];
  /**
   * Photographs staff uploaded, the first shown first; when present they stand in for the drawing of every colour.
   *
   * @maxItems 12
   */
  photos?: {
    /**
     * Image key: photos/{id}
     */
    image: string;
    /**
     * What the photograph shows, in the page's language
     */
    alt: string;
  }[];
  selectedColour?: string;
  sizes: string[];
  /**
   * Stock of each size, for products stocked per size: a size with none is shown sold out and cannot be chosen.
   */
  sizeStock?: {
    [k: string]: number;
  };
  geometry?: {
    [k: string]: {
      [k: string]: number;
    };
  };
  /**
   * The label of each geometry measurement in the page's language (the catalogue's labels), by its key.
   */
  geometryLabels?: {
    [k: string]: string;
  };
  specification: SpecRow[];
  otherTiers?: {
    tier: 'base' | 'sport' | 'enthusiast' | 'pro' | 'hero';
    href: string;
    price: number;
    specialPrice: number | null;
    current: boolean;
  }[];
  /**
   * The up-sell page a bike leads to after it went in the basket.
   */
  reviewHref?: string;
}
