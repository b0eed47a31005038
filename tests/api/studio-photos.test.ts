import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { s3PhotoStorage } from '../../server/integrations/photos/s3.ts';
import { type S3Double, startS3Double } from '../../server/sandbox/s3-double.ts';
import { PHOTO_TYPES, type PhotoView, testPhoto, uploadPhoto } from '../helpers/photos.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { signInStaff, type StudioClient, studioClient } from '../helpers/studio.ts';
import { findByType, type TreeNode } from '../helpers/page-tree.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const BIKE = 'ENDURANCE-SL-PRO'; // a road bike, drawn as bikes/road/…
const KIT = 'NV-1054'; // chain cleaning kit: one size, in stock
const MAX_BYTES = 1_000_000;

describe.each(DRIVERS)('product photographs in the back office, kept on disk (%s)', (driver) => {
  let server: TestServer;
  let merchandiser: StudioClient;
  let photoDir: string;
  let roadCategory: number;
  beforeAll(async () => {
    photoDir = mkdtempSync(join(tmpdir(), 'photos-'));
    server = await startTestServer({ driver, env: { PHOTO_DIR: photoDir, PHOTO_MAX_BYTES: String(MAX_BYTES) } });
    merchandiser = await signInStaff(server.url, 'merchandiser@northvale.test');
    const [road] = await server.database.db.query<{ id: number }>("select id from catalog_categories where url_path = 'bikes/road'");
    roadCategory = road!.id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(photoDir, { recursive: true, force: true });
  });

  const listerImage = async (sku: string) => {
    const res = await fetch(`${server.url}/nuxt/api/category/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ categoryId: roadCategory, pageSize: 100 }),
    });
    const body = (await res.json()) as { products: { items: { sku: string; image: string | null }[] } };
    return body.products.items.find((item) => item.sku === sku)?.image;
  };
  const pageTree = async (path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers: { Accept: 'application/json' } })).json()) as { root: TreeNode };
  const media = (path: string, accept = 'image/avif,image/webp,*/*') => fetch(`${server.url}${path}`, { headers: { accept }, redirect: 'manual' });

  test('an uploaded photograph is stored on disk, served resized by the image endpoint, and shown ahead of the drawing until removed', async () => {
    const drawing = await listerImage(BIKE);
    expect(drawing).toMatch(/^bikes\/road\//);
    const upload = await uploadPhoto(merchandiser, BIKE, await testPhoto('jpeg'), 'image/jpeg');
    expect(upload.status).toBe(201);
    const [photo] = upload.body.photos;
    expect(photo).toMatchObject({ position: 0, contentType: 'image/jpeg', width: 640, height: 480 });
    expect(readdirSync(join(photoDir, 'products'))).toEqual([photo!.id]);

    const avif = await media(`/media/w_320,h_240,r_contain/catalog/${photo!.image}`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(avif.headers.get('vary')).toContain('Accept');
    const webp = await media(`/media/w_160,h_120,c_auto/catalog/${photo!.image}`, 'image/webp');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([160, 120]);
    const odd = await media(`/media/w_333/catalog/${photo!.image}`);
    expect(odd.status).toBe(301);

    // The lister, every colour on the bike page, and the basket show the photograph.
    expect(await listerImage(BIKE)).toBe(photo!.image);
    const detail = findByType((await pageTree('/endurance-sl-pro/?colour=midnight')).root, 'product-detail')!.props as { colours: { image: string }[] };
    expect(detail.colours.every((c) => c.image === photo!.image)).toBe(true);
    const lister = findByType((await pageTree('/bikes/road/')).root, 'product-lister')!.props as { products: { sku: string; image: string }[] };
    expect(lister.products.find((p) => p.sku === BIKE)?.image).toBe(photo!.image);

    const removed = await merchandiser.json<{ photos: PhotoView[] }>('DELETE', `/catalogue/products/${BIKE}/photos/${photo!.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.photos).toEqual([]);
    expect(await listerImage(BIKE)).toBe(drawing);
    expect(readdirSync(join(photoDir, 'products'))).toEqual([]);
    const gone = await media(`/media/w_320,h_240,r_contain/catalog/${photo!.image}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe('No image available');
  });

  test('a basket shows the photograph as its thumbnail', async () => {
    const upload = await uploadPhoto(merchandiser, KIT, await testPhoto('png', { colour: { r: 20, g: 90, b: 200 } }), 'image/png');
    expect(upload.status).toBe(201);
    const shopper = new Shopper(server.url, uniqueAddress());
    expect((await shopper.request('/nuxt/api/cart/create-guest')).status).toBe(200);
    const added = (await (await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })).json()) as {
      addProductsToCart: { cart: { items: { product: { sku: string; image: { url: string | null } } }[] } };
    };
    const line = added.addProductsToCart.cart.items.find((item) => item.product.sku === KIT);
    expect(line?.product.image.url).toBe(`/media/w_160,h_120,r_contain/catalog/${upload.body.photos[0]!.image}`);
    const thumb = await media(line!.product.image.url!, 'image/webp');
    expect(thumb.status).toBe(200);
    await merchandiser.json('DELETE', `/catalogue/products/${KIT}/photos/${upload.body.photos[0]!.id}`);
  });

  test('photographs are reordered and given alt text in both languages; the first is the one shops show', async () => {
    const first = await uploadPhoto(merchandiser, BIKE, await testPhoto('webp'), 'image/webp');
    const second = await uploadPhoto(merchandiser, BIKE, await testPhoto('avif', { colour: { r: 30, g: 160, b: 60 } }), 'image/avif');
    expect(second.status).toBe(201);
    const [a, b] = second.body.photos;
    expect([a!.id, b!.id]).toEqual([first.body.photos[0]!.id, second.body.photos[1]!.id]);
    expect(b!.contentType).toBe('image/avif');
    expect(await listerImage(BIKE)).toBe(a!.image);

    const moved = await merchandiser.json<{ photos: PhotoView[] }>('PATCH', `/catalogue/products/${BIKE}/photos/${b!.id}`, {
      position: 0,
      altEn: 'The Endurance SL Pro leaning on a stone wall',
      altDe: 'Das Endurance SL Pro an einer Steinmauer',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.photos.map((p) => [p.id, p.position])).toEqual([
      [b!.id, 0],
      [a!.id, 1],
    ]);
    expect(moved.body.photos[0]!.alt).toEqual({ en: 'The Endurance SL Pro leaning on a stone wall', de: 'Das Endurance SL Pro an einer Steinmauer' });
    expect(await listerImage(BIKE)).toBe(b!.image);
    const gallery = findByType((await pageTree('/de/endurance-sl-pro/')).root, 'product-detail')!.props['photos'];
    expect(gallery).toEqual([
      { image: b!.image, alt: 'Das Endurance SL Pro an einer Steinmauer' },
      { image: a!.image, alt: 'Endurance SL Pro' },
    ]);

    const bad = await merchandiser.json('PATCH', `/catalogue/products/${BIKE}/photos/${b!.id}`, { position: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body['message']).toBe('"position" must be 0 or more.');
    const unknown = await merchandiser.json('PATCH', `/catalogue/products/${BIKE}/photos/nosuchphoto`, { altEn: 'x' });
    expect(unknown.status).toBe(404);

    // Each change is in the audit log with the photographs before and after.
    const audit = await (await signInStaff(server.url, 'admin@northvale.test')).json<{
      entries: { action: string; staffEmail: string; before: { photos: PhotoView[] }; after: { photos: PhotoView[] } }[];
    }>('GET', `/audit?entity=product&entityId=${BIKE}`);
    expect(audit.body.entries[0]).toMatchObject({ action: 'photo.update', staffEmail: 'merchandiser@northvale.test' });
    expect(audit.body.entries[0]!.after.photos[0]!.id).toBe(b!.id);
    expect(audit.body.entries.slice(0, 3).map((e) => e.action)).toEqual(['photo.update', 'photo.add', 'photo.add']);
    for (const photo of moved.body.photos) await merchandiser.json('DELETE', `/catalogue/products/${BIKE}/photos/${photo.id}`);
  });

  test('anything but a readable photograph is refused with a 4xx saying what to do; nothing is stored', async () => {
    const before = await listerImage(BIKE);
    const stored = () => readdirSync(photoDir).flatMap((dir) => readdirSync(join(photoDir, dir)));
    const storedBefore = stored();
    const text = await uploadPhoto(merchandiser, BIKE, Buffer.from('Dear customer, this is not a picture.\n'), 'image/jpeg');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('This file is not a picture we can read: upload a JPEG, PNG, WebP or AVIF photograph.');
    const gif = await uploadPhoto(merchandiser, BIKE, await testPhoto('gif'), PHOTO_TYPES.gif);
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('This file is GIF: upload a JPEG, PNG, WebP or AVIF photograph.');
    const tiny = await uploadPhoto(merchandiser, BIKE, await testPhoto('png', { width: 120, height: 90 }), 'image/png');
    expect(tiny.status).toBe(400);
    expect(tiny.body.message).toMatch(/120 × 90 px: a photograph needs at least 200 px on each side/);
    const jpeg = await testPhoto('jpeg');
    const cut = await uploadPhoto(merchandiser, BIKE, jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg');
    expect(cut.status).toBe(400);
    expect(cut.body.message).toMatch(/damaged/);
    const empty = await uploadPhoto(merchandiser, BIKE, Buffer.alloc(0), 'image/jpeg');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/The upload is empty/);
    const huge = await uploadPhoto(merchandiser, BIKE, await testPhoto('png', { width: 1200, height: 900 }), 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/is 1\.9 MB; a photograph may be at most 1 MB\. Export it smaller/);
    const nobody = await uploadPhoto(merchandiser, 'NO-SUCH-SKU', jpeg, 'image/jpeg');
    expect(nobody.status).toBe(404);
    expect(await listerImage(BIKE)).toBe(before);
    expect(stored()).toEqual(storedBefore);
  });

  test('only merchandisers and admins: 401 signed out, 403 for an editor or a fulfilment user', async () => {
    const jpeg = await testPhoto('jpeg');
    const anonymous = await uploadPhoto(studioClient(server.url), BIKE, jpeg, 'image/jpeg');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toMatch(/Sign in to the studio/);
    for (const role of ['editor', 'fulfilment']) {
      const staff = await signInStaff(server.url, `${role}@northvale.test`);
      const refused = await uploadPhoto(staff, BIKE, jpeg, 'image/jpeg');
      expect(refused.status, role).toBe(403);
      expect(refused.body.message).toBe(`Catalogue needs the merchandiser or admin role; you are signed in as ${role}.`);
      for (const [method, body] of [
        ['PATCH', { altEn: 'x' }],
        ['DELETE', undefined],
      ] as const)
        expect((await staff.json(method, `/catalogue/products/${BIKE}/photos/abcdefghij0123456789`, body)).status, `${role} ${method}`).toBe(403);
    }
    const admin = await signInStaff(server.url, 'admin@northvale.test');
    const added = await uploadPhoto(admin, BIKE, jpeg, 'image/jpeg');
    expect(added.status).toBe(201);
    await admin.json('DELETE', `/catalogue/products/${BIKE}/photos/${added.body.photos[0]!.id}`);
  });
});

describe.each(DRIVERS)('product photographs kept in an S3-compatible bucket (%s)', (driver) => {
  let s3: S3Double;
  let server: TestServer;
  let merchandiser: StudioClient;
  beforeAll(async () => {
    s3 = await startS3Double();
    server = await startTestServer({
      driver,
      env: {
        PHOTO_STORAGE: 's3',
        S3_ENDPOINT: s3.url,
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
    merchandiser = await signInStaff(server.url, 'merchandiser@northvale.test');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  test('an upload is put into the bucket over signed S3 requests, served resized from it, and deleted from it on removal', async () => {
    const upload = await uploadPhoto(merchandiser, KIT, await testPhoto('jpeg'), 'image/jpeg');
    expect(upload.status).toBe(201);
    const photo = upload.body.photos[0]!;
    const key = `products/${photo.id}`;
    expect(s3.objects.get(key)?.contentType).toBe('image/jpeg');
    expect(s3.requests).toContain(`PUT /${s3.bucket}/${key} 200`);

    const served = await fetch(`${server.url}/media/w_480,h_360,r_contain/catalog/${photo.image}`, { headers: { accept: 'image/webp' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([480, 360]);
    expect(s3.requests).toContain(`GET /${s3.bucket}/${key} 200`);

    expect((await merchandiser.json('DELETE', `/catalogue/products/${KIT}/photos/${photo.id}`)).status).toBe(200);
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.requests).toContain(`DELETE /${s3.bucket}/${key} 204`);
  });

  test('the bucket refuses requests signed with another secret, and an upload it refuses is a 503 that changes nothing', async () => {
    const forged = s3PhotoStorage(
      { endpoint: s3.url, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret-key' },
      3000,
    );
    await expect(forged.put('products/forged', Buffer.from('x'), 'image/jpeg')).rejects.toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(s3.objects.has('products/forged')).toBe(false);

    const misconfigured = await startTestServer({
      driver,
      env: {
        PHOTO_STORAGE: 's3',
        S3_ENDPOINT: s3.url,
        S3_BUCKET: 'another-bucket',
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
    try {
      const admin = await signInStaff(misconfigured.url, 'admin@northvale.test');
      const refused = await uploadPhoto(admin, KIT, await testPhoto('jpeg'), 'image/jpeg');
      expect(refused.status).toBe(503);
      expect(refused.body.message).toMatch(/could not be stored.*Nothing was changed/);
      expect((await admin.json<{ photos: PhotoView[] }>('GET', `/catalogue/products/${KIT}/photos`)).body.photos).toEqual([]);
    } finally {
      await misconfigured.close();
    }
  }, 60_000);
});
