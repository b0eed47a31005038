import { Router } from 'express';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_SIZES, IMAGE_WIDTHS, isPhotoKey, PHOTO_KEY_PREFIX } from '../../domain/catalog/image-url.ts';
import { productSvg } from '../commerce/catalog/images/product-svg.ts';
import { photoStorageKey } from '../commerce/catalog/product-photos.ts';
import type { Queryable } from '../db/database.ts';
import type { PhotoStorage } from '../integrations/photos/photo-storage.ts';
import { redirectWithin } from '../lib/redirect.ts';
import { RenderQueue } from './render-queue.ts';

/** Width and height bounds of the image endpoint: nobody can ask for a 50,000 px image. Within them a size is snapped to IMAGE_SIZES. */
export const IMAGE_MIN_PX = 16;
export const IMAGE_MAX_PX = 2000;
/** The width of a picture asked for with neither width nor height: the middle of the pages' widths. */
const DEFAULT_WIDTH: number = IMAGE_WIDTHS[Math.floor(IMAGE_WIDTHS.length / 2)]!;
const CACHE_LIMIT = 300;
/**
 * From this many pixels a render is large: it takes the large lane and the encoders' fastest
 * settings. Only the largest page width (1280 × 960) and the search engines' picture are: a
 * drawing at 800 × 600 takes 110 ms in AVIF at effort 2 and 36 ms at effort 0, but 11 KB against
 * 19 KB, and it is the picture a phone's bike page paints largest.
 */
const LARGE_FROM_PIXELS = 1000 * 750;
/** Two thumbnails and one large render at a time (2 CPU cores), 50 waiting per lane. */
const queue = new RenderQueue({ smallConcurrency: 2, largeConcurrency: 1, maxWaiting: 50, largeFromPixels: LARGE_FROM_PIXELS });

/** The allowed size nearest to `px` (the larger one on a tie). */
export function nearestImageSize(px: number): number {
  return IMAGE_SIZES.reduce<number>((best, size) => (Math.abs(size - px) <= Math.abs(best - px) ? size : best), IMAGE_SIZES[0]!);
}

/** The same transform written with allowed sizes only, or `undefined` when it already is. */
export function snappedTransform(text: string, transform: Transform): string | undefined {
  const w = transform.w === undefined ? undefined : nearestImageSize(transform.w);
  const h = transform.h === undefined ? undefined : nearestImageSize(transform.h);
  if (w === transform.w && h === transform.h) return undefined;
  return text
    .split(',')
    .map((part) => (part.startsWith('w_') && w ? `w_${w}` : part.startsWith('h_') && h ? `h_${h}` : part))
    .join(',');
}

export interface Transform {
  w?: number;
  h?: number;
  crop: boolean;
}

export type ImageFormat = 'avif' | 'webp' | 'png';

/** `w_640,h_480,c_auto` → {w, h, crop}; a string naming what is wrong when a part is not understood. */
export function parseTransform(text: string | undefined): Transform | string {
  const transform: Transform = { crop: false };
  if (!text) return transform;
  for (const part of text.split(',')) {
    const size = /^([wh])_(\d{1,6})$/.exec(part);
    if (size) {
      const px = Number(size[2]);
      if (px < IMAGE_MIN_PX || px > IMAGE_MAX_PX) return `${size[1]}_ must be between ${IMAGE_MIN_PX} and ${IMAGE_MAX_PX} pixels`;
      transform[size[1] as 'w' | 'h'] = px;
    } else if (part === 'c_auto') transform.crop = true;
    else if (part !== 'r_contain') return `Unknown image parameter "${part.slice(0, 20)}": use w_, h_, c_auto or r_contain`;
  }
  return transform;
}

/** How many pixels a render makes (the missing side at 4:3). */
function renderPixels(transform: Pick<Transform, 'w' | 'h'>): number {
  const width = transform.w ?? (transform.h ? Math.round((transform.h * 4) / 3) : DEFAULT_WIDTH);
  return width * (transform.h ?? Math.round(width * 0.75));
}

/** Whether a render is large (LARGE_FROM_PIXELS): the large lane, the fastest encoder settings. */
export const isLargeRender = (transform: Pick<Transform, 'w' | 'h'>): boolean => renderPixels(transform) >= LARGE_FROM_PIXELS;

export function formatFor(accept: string | undefined): ImageFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'png';
}

const cache = new Map<string, Buffer>();

/** A drawing (SVG text) or an uploaded photograph (its stored bytes). */
export type Source = { svg: string } | { photo: Buffer };

function sourceImage(source: Source, width: number | undefined, height: number | undefined): Sharp {
  if ('photo' in source) return sharp(source.photo).rotate();
  const scale = Math.max(1, Math.ceil(Math.max((width ?? 0) / 800, (height ?? 0) / 600)));
  return sharp(Buffer.from(source.svg), { density: 72 * scale });
}

/**
 * One picture in the size and format asked for. Large pictures are encoded with the encoders'
 * fastest settings (AVIF effort 0, WebP effort 0: about twice the bytes of a drawing at effort 2,
 * and several times faster), so an uncached largest width stays within a few hundred ms;
 * thumbnails keep the smaller settings, which cost little at their size.
 * `npm run bench -- images` measures it.
 */
export async function renderImage(source: Source, transform: Transform, format: ImageFormat): Promise<Buffer> {
  const width = transform.w ?? (transform.h ? undefined : DEFAULT_WIDTH);
  const large = isLargeRender(transform);
  const image = sourceImage(source, width, transform.h).resize({
    ...(width ? { width } : {}),
    ...(transform.h ? { height: transform.h } : {}),
    fit: transform.crop ? 'cover' : 'contain',
    position: transform.crop ? 'attention' : 'centre',
    background: '#f4f7f9',
  });
  if (format === 'avif') return image.avif({ quality: 55, effort: large ? 0 : 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80, effort: large ? 0 : 4 }).toBuffer();
  return image.png({ compressionLevel: large ? 6 : 8 }).toBuffer();
}

/** How to read a key's picture, or the key's canonical form (a paint written another way), or what is wrong with it. */
type SourceReading = { read: () => Promise<Source | undefined> } | { canonical: string } | { problem: string };

/**
 * How to read a key's picture: a drawing, or an uploaded photograph (`photos/{id}`) whose row
 * names its stored file; undefined when there is neither (a removed photograph among them).
 */
async function sourceOf(key: string, deps: ProductImageDeps): Promise<SourceReading | undefined> {
  if (!isPhotoKey(key)) {
    const drawing = productSvg(key);
    if (!drawing || !('svg' in drawing)) return drawing;
    return { read: async () => ({ svg: drawing.svg }) };
  }
  const storageKey = await photoStorageKey(deps.db, key.slice(PHOTO_KEY_PREFIX.length));
  if (!storageKey) return undefined;
  return {
    read: async () => {
      const photo = await deps.photos.get(storageKey);
      return photo ? { photo } : undefined;
    },
  };
}

export interface ProductImageDeps {
  db: Queryable;
  /** Where uploaded photographs are kept. */
  photos: PhotoStorage;
}

/**
 * GET /media/{w_,h_,c_auto|r_contain}/catalog/{key}: product pictures (drawings, and photographs
 * staff uploaded) in the size asked for, as AVIF or WebP by Accept (PNG otherwise); rendered once
 * per size and format, then cached. A custom paint in a key takes the editor's palette only: another
 * well-formed colour is redirected to the palette's nearest, a malformed paint is a 400. A photograph's id never names other bytes, so its renders
 * are cached as a drawing's are; a removed one is no longer found.
 */
export function productImages(deps: ProductImageDeps): Router {
  const router = Router();
  router.get(/^\/media\/(?:([a-z0-9_,]+)\/)?catalog\/(.+)$/, async (req, res) => {
    const params = req.params as unknown as Record<string, string | undefined>;
    const transform = parseTransform(params['0']);
    if (typeof transform === 'string') {
      res.status(400).type('text').send(transform);
      return;
    }
    const key = params['1'] ?? '';
    const snapped = params['0'] ? snappedTransform(params['0'], transform) : undefined;
    const reading = await sourceOf(key, deps);
    if (reading && 'problem' in reading) return void res.status(400).type('text').send(reading.problem);
    const canonical = reading && 'canonical' in reading ? reading.canonical : undefined;
    if (snapped || canonical) {
      const transformPart = snapped ?? params['0'];
      res.setHeader('Cache-Control', 'public, max-age=86400');
      redirectWithin(res, 301, `/media/${transformPart ? `${transformPart}/` : ''}catalog/${(canonical ?? key).split('/').map(encodeURIComponent).join('/')}`);
      return;
    }
    if (!reading || !('read' in reading)) return void res.status(404).type('text').send('No image available');
    const format = formatFor(req.get('accept'));
    const cacheKey = `${key}|${transform.w}|${transform.h}|${transform.crop}|${format}`;
    let body = cache.get(cacheKey);
    if (!body) {
      const source = await reading.read();
      if (!source) return void res.status(404).type('text').send('No image available');
      const rendering = queue.run(cacheKey, renderPixels(transform), () => renderImage(source, transform, format));
      if (!rendering) {
        res.setHeader('Retry-After', '5');
        res.status(503).type('text').send('Too many images are being prepared. Please try again in a few seconds.');
        return;
      }
      body = await rendering;
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(cacheKey, body);
    }
    res.setHeader('Vary', 'Accept');
    res.setHeader('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    res.type(format === 'png' ? 'image/png' : `image/${format}`).send(body);
  });
  return router;
}
