/** Widths a product picture's `srcset` offers. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;

/**
 * The only widths and heights the image endpoint renders (the pages' sizes, their 4:3,
 * 1:1 and 2:1 heights, and the 1200 × 900 search-engine picture); any other size is
 * redirected to the nearest one, so nobody can fill the cache or the CPU with odd sizes.
 */
export const IMAGE_SIZES = [48, 72, 96, 120, 150, 160, 200, 240, 320, 360, 480, 640, 720, 800, 900, 960, 1200, 1280, 1600, 2000] as const;

export interface ImageTransform {
  w?: number;
  h?: number;
  /** `auto` crops to fill w × h; `contain` fits inside it. */
  fit?: 'auto' | 'contain';
}

/** The size-optimising CDN path: `/media/w_640,h_480,c_auto/catalog/bikes/road/signal-red`. */
export function productImageUrl(key: string, transform: ImageTransform = {}): string {
  const parts = [
    transform.w ? `w_${transform.w}` : '',
    transform.h ? `h_${transform.h}` : '',
    transform.fit === 'auto' ? 'c_auto' : '',
    transform.fit === 'contain' ? 'r_contain' : '',
  ].filter(Boolean);
  return `/media/${parts.length ? `${parts.join(',')}/` : ''}catalog/${key}`;
}

/** `srcset` for an image shown at a 4:3 ratio. */
export function productImageSrcSet(key: string, ratio = 0.75): string {
  return IMAGE_WIDTHS.map((w) => `${productImageUrl(key, { w, h: Math.round(w * ratio), fit: 'contain' })} ${w}w`).join(', ');
}

/** Image keys of uploaded photographs start with this (`photos/{id}`); drawings are `bikes/…` and `parts/…`. */
export const PHOTO_KEY_PREFIX = 'photos/';

export const isPhotoKey = (key: string | null): boolean => key?.startsWith(PHOTO_KEY_PREFIX) ?? false;

/**
 * The picture of a product in one of its colours: the drawing of that colour (`bikes/road/signal-red`
 * for `bikes/road/midnight`), or the uploaded photograph itself, which stands for every colour.
 */
export function colourImage(image: string | null, colourCode: string): string | null {
  if (!image || isPhotoKey(image)) return image;
  return image.replace(/[^/]+$/, colourCode);
}
