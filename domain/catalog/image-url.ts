/** Widths the image endpoint is asked for; the endpoint itself accepts 16 to 2000 px. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;

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
