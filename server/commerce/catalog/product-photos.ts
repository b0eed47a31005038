import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_KEY_PREFIX } from '../../../domain/catalog/image-url.ts';
import type { StudioPhotoEditRequest } from '../../../schemas/generated/index.ts';
import { type Connection, type Queryable, queryOne } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import type { PhotoStorage } from '../../integrations/photos/photo-storage.ts';
import type { RecordCatalogueChange } from './catalogue-edits.ts';
import { changeCatalogueVersion } from './catalogue-version.ts';
import type { Localised } from './catalogue-records.ts';

/** A product's photograph as staff see it; `image` is its key at the image endpoint. */
export interface ProductPhoto {
  id: string;
  image: string;
  position: number;
  alt: Partial<Localised>;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

/** The formats a photograph may come in, as sharp names them, with their media type. */
const ACCEPTED: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heif: 'image/avif' };
export const MAX_PHOTOS_PER_PRODUCT = 12;
const MIN_SIDE_PX = 200;
const MAX_PIXELS = 50_000_000;

const PHOTO_COLUMNS = `ph.id, '${PHOTO_KEY_PREFIX}' || ph.id as image, ph.position, ph.alt, ph.content_type as "contentType", ph.width, ph.height, ph.bytes`;

/** A product's photographs in the order shops show them; empty when it has none (or there is no such product). */
export function productPhotos(db: Queryable, sku: string): Promise<ProductPhoto[]> {
  return db.query<ProductPhoto>(
    `select ${PHOTO_COLUMNS} from catalog_product_photos ph join catalog_products p on p.id = ph.product_id where p.sku = $1 order by ph.position`,
    [sku],
  );
}

/** A photograph's alt text in a language: its own, else the English one, else `fallback` (the product's name). */
export function photoAlt(photo: Pick<ProductPhoto, 'alt'>, locale: keyof Localised, fallback: string): string {
  return photo.alt[locale] || photo.alt.en || fallback;
}

/** Where the bytes of a photograph are stored, by its id; undefined when there is no such photograph. */
export async function photoStorageKey(db: Queryable, id: string): Promise<string | undefined> {
  if (!/^[a-z0-9]{20}$/.test(id)) return undefined;
  return (await queryOne<{ storage_key: string }>(db, 'select storage_key from catalog_product_photos where id = $1', [id]))?.storage_key;
}

export interface CheckedPhoto {
  contentType: string;
  width: number;
  height: number;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/** 413's words for a file over the limit. */
export const tooLargeMessage = (maxBytes: number, bytes?: number) =>
  `${bytes ? `The file is ${megabytes(bytes)}; a` : 'A'} photograph may be at most ${megabytes(maxBytes)}. Export it smaller (2,000 px on the long side is plenty) and upload it again.`;

/**
 * Reads an uploaded file as sharp decodes it (whatever its name or Content-Type claims): a JPEG,
 * PNG, WebP or AVIF photograph that decodes to the end, at least 200 px a side. Anything else is a 400
 * saying what was sent and what is accepted.
 */
export async function checkPhoto(body: Buffer): Promise<CheckedPhoto> {
  if (!body.length)
    throw invalid('The upload is empty: send the photograph file as the request body (Content-Type: image/jpeg, image/png, image/webp or image/avif).');
  let meta: Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw invalid('This file is not a picture we can read: upload a JPEG, PNG, WebP or AVIF photograph.');
  }
  const contentType = meta.format === 'heif' && meta.compression !== 'av1' ? undefined : ACCEPTED[meta.format ?? ''];
  if (!contentType) throw invalid(`This file is ${String(meta.format ?? 'an unknown format').toUpperCase()}: upload a JPEG, PNG, WebP or AVIF photograph.`);
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (width * height > MAX_PIXELS) throw invalid(`This photograph is ${width} × ${height} px; at most 50 megapixels are accepted.`);
  if (Math.min(width, height) < MIN_SIDE_PX)
    throw invalid(`This picture is ${width} × ${height} px: a photograph needs at least ${MIN_SIDE_PX} px on each side.`);
  try {
    await sharp(body, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).stats();
  } catch {
    throw invalid('This photograph is damaged (it does not decode to the end): export it again and upload the new file.');
  }
  return { contentType, width, height };
}

async function lockProduct(tx: Queryable, sku: string): Promise<number> {
  const row = await queryOne<{ id: number }>(tx, 'select id from catalog_products where sku = $1 for update', [sku]);
  if (!row) throw new DomainError('not_found', `No product with sku "${sku.slice(0, 64)}".`);
  return row.id;
}

/**
 * Adds a checked photograph as the product's last: the file is stored first, then the row, the
 * catalogue version and the audit record commit together (a failed commit removes the file again).
 */
export async function addProductPhoto(
  db: Connection,
  storage: PhotoStorage,
  sku: string,
  body: Buffer,
  record: RecordCatalogueChange,
): Promise<ProductPhoto[]> {
  const checked = await checkPhoto(body);
  const id = Array.from(randomBytes(20), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
  const storageKey = `products/${id}`;
  const known = await queryOne<{ n: number }>(
    db,
    'select count(ph.id)::integer as n from catalog_products p left join catalog_product_photos ph on ph.product_id = p.id where p.sku = $1 group by p.id',
    [sku],
  );
  if (!known) throw new DomainError('not_found', `No product with sku "${sku.slice(0, 64)}".`);
  if (known.n >= MAX_PHOTOS_PER_PRODUCT) throw tooMany();
  await storage.put(storageKey, body, checked.contentType).catch(() => {
    throw new DomainError(
      'unavailable',
      'The photograph could not be stored: the photo storage did not take it. Nothing was changed; please try again in a moment.',
    );
  });
  try {
    return await db.transaction(async (tx) => {
      const productId = await lockProduct(tx, sku);
      const before = await productPhotos(tx, sku);
      if (before.length >= MAX_PHOTOS_PER_PRODUCT) throw tooMany();
      await tx.query(
        `insert into catalog_product_photos (id, product_id, position, storage_key, content_type, width, height, bytes)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, productId, before.length, storageKey, checked.contentType, checked.width, checked.height, body.length],
      );
      return finish(tx, sku, 'photo.add', before, record);
    });
  } catch (error) {
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

const tooMany = () => new DomainError('conflict', `A product has at most ${MAX_PHOTOS_PER_PRODUCT} photographs: remove one before adding another.`);

async function finish(tx: Queryable, sku: string, action: string, before: ProductPhoto[], record: RecordCatalogueChange): Promise<ProductPhoto[]> {
  await changeCatalogueVersion(tx);
  const after = await productPhotos(tx, sku);
  await record(tx, { action, entity: 'product', entityId: sku, before: { photos: before }, after: { photos: after } });
  return after;
}

async function lockPhoto(tx: Queryable, sku: string, id: string): Promise<{ before: ProductPhoto[]; photo: ProductPhoto }> {
  await lockProduct(tx, sku);
  const before = await productPhotos(tx, sku);
  const photo = before.find((p) => p.id === id);
  if (!photo) throw new DomainError('not_found', `${sku.slice(0, 64)} has no photograph "${id.slice(0, 40)}".`);
  return { before, photo };
}

/** Changes a photograph's alt text or moves it to another place (the others close up around it). */
export async function editProductPhoto(
  tx: Queryable,
  sku: string,
  id: string,
  edit: StudioPhotoEditRequest,
  record: RecordCatalogueChange,
): Promise<ProductPhoto[]> {
  const { before, photo } = await lockPhoto(tx, sku, id);
  if (edit.altEn !== undefined || edit.altDe !== undefined) {
    const alt = { ...photo.alt };
    if (edit.altEn !== undefined) alt.en = edit.altEn.trim();
    if (edit.altDe !== undefined) alt.de = edit.altDe.trim();
    await tx.query('update catalog_product_photos set alt = $2::jsonb where id = $1', [id, JSON.stringify(alt)]);
  }
  if (edit.position !== undefined) {
    const order = before.filter((p) => p.id !== id).map((p) => p.id);
    order.splice(Math.min(edit.position, order.length), 0, id);
    await renumber(tx, order);
  }
  return finish(tx, sku, 'photo.update', before, record);
}

/** Removes a photograph from the product; answers the storage key to remove once the change has committed. */
export async function removeProductPhoto(
  tx: Queryable,
  sku: string,
  id: string,
  record: RecordCatalogueChange,
): Promise<{ photos: ProductPhoto[]; storageKey: string }> {
  const { before } = await lockPhoto(tx, sku, id);
  const removed = await queryOne<{ storage_key: string }>(tx, 'delete from catalog_product_photos where id = $1 returning storage_key', [id]);
  await renumber(
    tx,
    before.filter((p) => p.id !== id).map((p) => p.id),
  );
  return { photos: await finish(tx, sku, 'photo.remove', before, record), storageKey: removed!.storage_key };
}

async function renumber(tx: Queryable, ids: string[]): Promise<void> {
  await tx.query('update catalog_product_photos ph set position = o.n - 1 from unnest($1::text[]) with ordinality as o(id, n) where ph.id = o.id', [ids]);
}
