import sharp from 'sharp';
import type { StudioClient } from './studio.ts';

/** A photograph-like picture (noise over a colour, so it is not trivially compressible) in a format sharp writes. */
export async function testPhoto(
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif',
  { width = 640, height = 480, colour = { r: 200, g: 30, b: 40 } } = {},
): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .raw()
    .toBuffer();
  const image = sharp(noise, { raw: { width, height, channels: 3 } }).composite([
    { input: { create: { width, height, channels: 4, background: { ...colour, alpha: 0.85 } } }, blend: 'over' },
  ]);
  return image.toFormat(format).toBuffer();
}

export const PHOTO_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' } as const;

export interface PhotoView {
  id: string;
  image: string;
  position: number;
  alt: { en?: string; de?: string };
  contentType: string;
  width: number;
  height: number;
}

/** Uploads a file as the back office does: the bytes as the body, with the type the browser claims. */
export const uploadPhoto = (client: StudioClient, sku: string, body: Buffer, contentType: string) =>
  client.json<{ photos: PhotoView[]; message: string }>('POST', `/catalogue/products/${sku}/photos`, body, { 'Content-Type': contentType });
