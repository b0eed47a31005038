import { bikePicture, bikeViewKey, isBikeTier } from '../../../domain/catalog/bike-views.ts';
import { colourImage, isPhotoKey, productImageUrl, THUMBNAIL_WIDTHS } from '../../../domain/catalog/image-url.ts';
import type { Paint } from '../../../domain/catalog/paint.ts';

/** The 160 px thumbnail baskets and orders show, at 4:3. */
const THUMBNAIL = { w: THUMBNAIL_WIDTHS[1], h: Math.round(THUMBNAIL_WIDTHS[1] * 0.75), fit: 'contain' } as const;

export interface LineProduct {
  image: string | null;
  drawing: string | null;
  tier: string | null;
}

/**
 * The thumbnail of a basket or order line: the product in the colour chosen (`colour/signal-red` among its
 * options), a bike in its tier, and a bike painted to order in that paint (which no photograph shows).
 */
export function linePictureUrl(product: LineProduct, selectedOptions: readonly string[], paint?: Paint): string | null {
  const colour = selectedOptions.find((option) => option.startsWith('colour/'))?.slice('colour/'.length);
  const inColour = (key: string | null) => (colour && key && !isPhotoKey(key) ? colourImage(key, colour) : key);
  const key = bikePicture(inColour(product.image), product.tier, paint, inColour(product.drawing));
  return key ? productImageUrl(key, THUMBNAIL) : null;
}

/** A custom colour's own line: the bike's frame close up in that paint (null without a paint or a bike drawing). */
export function paintedFrameUrl(bike: LineProduct, paint: Paint | undefined): string | null {
  if (!paint || !bike.drawing || !isBikeTier(bike.tier)) return null;
  const key = bikeViewKey(bike.drawing, bike.tier, 'frame', paint);
  return key ? productImageUrl(key, THUMBNAIL) : null;
}
