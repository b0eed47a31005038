import { BIKE_VIEWS, bikeViewKey, isBikeTier } from '../../domain/catalog/bike-views.ts';
import { type IMAGE_RATIOS, productImageSrcSet } from '../../domain/catalog/image-url.ts';

/** One picture of a gallery: its image key, what it shows (a view's name, a photograph's alt text), and its shape. */
export interface GalleryPicture {
  image: string;
  label: string;
  /** A photograph's own alt text; a drawing's is the product's name and its label. */
  alt?: string;
  /** Height / width it is cut to (c_auto); absent: the whole picture at 4:3. */
  crop?: Exclude<(typeof IMAGE_RATIOS)[number], 0.75>;
}

export interface Photo {
  image: string;
  alt: string;
}

/**
 * What a product's gallery shows: the photographs staff uploaded when there are any; else a bike's
 * four drawn views in its tier and colour; else the drawing whole and two close-up crops of it.
 */
export function galleryPictures(
  image: string | null,
  tier: string | null | undefined,
  photos: readonly Photo[] | undefined,
  words: (key: 'side' | 'drive' | 'cockpit' | 'frame' | 'whole' | 'square' | 'wide') => string,
): GalleryPicture[] {
  if (photos?.length) return photos.map((photo) => ({ image: photo.image, label: photo.alt, alt: photo.alt }));
  if (!image) return [];
  if (isBikeTier(tier)) {
    const views = BIKE_VIEWS.flatMap((view) => {
      const key = bikeViewKey(image, tier, view);
      return key ? [{ image: key, label: words(view) }] : [];
    });
    if (views.length) return views;
  }
  return [
    { image, label: words('whole') },
    { image, label: words('square'), crop: 1 },
    { image, label: words('wide'), crop: 0.5 },
  ];
}

/** The transform a picture is asked for in: the whole drawing at 4:3, or a crop. */
export function pictureTransform(picture: GalleryPicture, w: number) {
  return { w, h: Math.round(w * (picture.crop ?? 0.75)), fit: picture.crop ? ('auto' as const) : ('contain' as const) };
}

/** Every width of the one list, in the picture's shape. */
export function pictureSrcSet(picture: GalleryPicture): string {
  return productImageSrcSet(picture.image, picture.crop ?? 0.75, picture.crop ? 'auto' : 'contain');
}

/** The alt text of a picture shown large. */
export const pictureAlt = (picture: GalleryPicture, name: string): string => picture.alt ?? `${name}: ${picture.label}`;
