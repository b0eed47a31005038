/**
 * The widths pictures are shown at on pages, smallest to largest: every `srcset` offers exactly
 * these, and the image endpoint renders no wider picture than the last. A phone takes one of
 * the narrow ones (`sizes` says how wide the picture is shown), a wide screen the wide ones.
 * Each is about a quarter wider than the one before, so the file a screen takes is at most that
 * much wider than it needs (a phone's card 184 px wide at 1.75× needs 322 px: 400, not 480).
 */
export const IMAGE_WIDTHS = [320, 400, 480, 640, 800, 960, 1280] as const;

/** The largest picture the endpoint renders (a 55 % wide gallery on a 2× screen 1160 px wide). */
export const IMAGE_MAX_WIDTH: number = Math.max(...IMAGE_WIDTHS);

/** Small pictures shown at one size, 4:3: type-ahead (96), cart and gallery thumbnails (160), studio photos (240). */
export const THUMBNAIL_WIDTHS = [96, 160, 240] as const;

/** The picture search engines are given (a product's JSON-LD): they ask for 1200 px or wider. */
export const SEARCH_ENGINE_IMAGE = { w: 1200, h: 900 } as const;

/** Height / width of the shapes pictures are shown in: 4:3, and the gallery's 1:1 and 2:1 crops. */
export const IMAGE_RATIOS = [0.75, 1, 0.5] as const;

/**
 * The only widths and heights the image endpoint renders, made from the lists above; any other
 * size is redirected to the nearest one, so nobody can fill the cache or the CPU with odd sizes.
 */
export const IMAGE_SIZES: readonly number[] = [
  ...new Set([
    ...IMAGE_WIDTHS.flatMap((w) => [w, ...IMAGE_RATIOS.map((ratio) => Math.round(w * ratio))]),
    ...THUMBNAIL_WIDTHS.flatMap((w) => [w, Math.round(w * 0.75)]),
    SEARCH_ENGINE_IMAGE.w,
    SEARCH_ENGINE_IMAGE.h,
  ]),
].sort((a, b) => a - b);

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

/** `srcset` of a picture in every width of IMAGE_WIDTHS, at a 4:3 ratio unless told (`fit: 'auto'` crops to it). */
export function productImageSrcSet(key: string, ratio: (typeof IMAGE_RATIOS)[number] = 0.75, fit: ImageTransform['fit'] = 'contain'): string {
  return IMAGE_WIDTHS.map((w) => `${productImageUrl(key, { w, h: Math.round(w * ratio), fit })} ${w}w`).join(', ');
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
