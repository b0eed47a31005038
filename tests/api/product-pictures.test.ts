import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { galleryPictures, pictureTransform } from '../../block-registry/catalog/gallery-pictures.ts';
import { BIKE_TIERS, BIKE_VIEWS } from '../../domain/catalog/bike-views.ts';
import { IMAGE_MAX_WIDTH, productImageUrl } from '../../domain/catalog/image-url.ts';
import type { CatalogueDocument } from '../../schemas/generated/index.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

interface Node {
  type: string;
  props: Record<string, unknown>;
  children?: Node[];
}

const CATALOGUE = JSON.parse(readFileSync('fixtures/catalog/catalogue.json', 'utf8')) as CatalogueDocument;
const PAINT = 'paint-1a6fb3-ffcc00-ffffff-md';

const nodes = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(nodes)];

describe('bike views and painted pictures at the image endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const get = (path: string, accept = 'image/webp') => fetch(server.url + path, { headers: { accept }, redirect: 'manual' });

  test('every view of every tier comes in the sizes pages ask for, the largest among them', async () => {
    for (const tier of BIKE_TIERS) {
      for (const view of BIKE_VIEWS) {
        const res = await get(`/media/w_160,h_120,r_contain/catalog/bikes/gravel/${tier}/${view}/sand`);
        expect(res.status, `${tier} ${view}`).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
      }
    }
    const large = await get(`/media/w_${IMAGE_MAX_WIDTH},h_960,r_contain/catalog/bikes/road/hero/frame/${PAINT}`, 'image/avif');
    expect(large.status).toBe(200);
    expect(large.headers.get('cache-control')).toContain('max-age=86400');
    const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', IMAGE_MAX_WIDTH, 960]);
  });

  test('a painted picture is drawn in its paint, and two paints are two pictures', async () => {
    const pixels = async (path: string) =>
      sharp(Buffer.from(await (await get(path, '')).arrayBuffer()))
        .removeAlpha()
        .raw()
        .toBuffer();
    const blue = await pixels(`/media/w_320,h_240,r_contain/catalog/bikes/road/pro/frame/${PAINT}`);
    const red = await pixels('/media/w_320,h_240,r_contain/catalog/bikes/road/pro/frame/paint-c8102e-ffcc00-ffffff-md');
    expect(blue.equals(red)).toBe(false);
    let bluish = 0;
    for (let i = 0; i < blue.length; i += 3) if (blue[i + 2]! > 140 && blue[i]! < 60) bluish += 1;
    expect(bluish).toBeGreaterThan(5000);
  });

  test('a paint outside the palette is redirected once to the nearest paint, with the size snapped in the same hop', async () => {
    const off = await get('/media/w_161,h_120,r_contain/catalog/bikes/road/pro/side/paint-1b6fb4-ffcc00-fffffe-md');
    expect(off.status).toBe(301);
    expect(off.headers.get('location')).toBe(`/media/w_160,h_120,r_contain/catalog/bikes/road/pro/side/${PAINT}`);
    expect((await get(off.headers.get('location')!)).status).toBe(200);
  });

  test('a malformed paint is a 400 that says how a paint is written; an unknown view or tier is no image', async () => {
    for (const segment of ['paint-blue-yellow-white-md', `${PAINT}x`, 'paint-1A6FB3-ffcc00-ffffff-md', 'paint-1a6fb3-ffcc00-ffffff-mx']) {
      const res = await get(`/media/w_160,h_120,r_contain/catalog/bikes/road/pro/side/${segment}`);
      expect(res.status, segment).toBe(400);
      expect(await res.text()).toMatch(/^A paint is written paint-\{frame\}-\{top tube logo\}-\{down tube logo\}-\{finish\}\{gradient\}/);
    }
    for (const key of ['bikes/road/ultra/side/sand', 'bikes/road/pro/saddle/sand', `bikes/unicycle/pro/side/${PAINT}`]) {
      const res = await get(`/media/w_160,h_120,r_contain/catalog/${key}`);
      expect(res.status, key).toBe(404);
      expect(await res.text()).toBe('No image available');
    }
  });
});

/** Image URLs already fetched: the same URL is the same drawing whichever database the page came from. */
const rendered = new Set<string>();

describe.each(DRIVERS)('every seeded product has pictures (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  test('no product page, lister or search says "No image available", and every picture its gallery shows is there', async () => {
    const pages = [...CATALOGUE.products!.map((product) => `/${product.url_key}/`), '/components/', '/accessories/', '/outlet-bikes/', '/de/accessories/'];
    for (const path of pages) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).not.toContain('No image available');
      expect(html, path).not.toContain('Kein Bild verfügbar');
    }
    const urls = new Set<string>();
    for (const product of CATALOGUE.products!) {
      const res = await fetch(`${server.url}/${product.url_key}/`, { headers: { accept: 'application/json' } });
      expect(res.status, product.url_key).toBe(200);
      const detail = nodes(((await res.json()) as { root: Node }).root).find((node) => node.type === 'product-detail');
      expect(detail, product.url_key).toBeDefined();
      const props = detail!.props as { tier?: string; colours: { image: string | null }[]; photos?: { image: string; alt: string }[] };
      expect(props.colours.length, product.url_key).toBeGreaterThan(0);
      for (const colour of props.colours) {
        expect(colour.image, product.url_key).not.toBeNull();
        const pictures = galleryPictures(colour.image, props.tier, props.photos, (key) => key);
        expect(pictures.length, product.url_key).toBe(props.tier ? BIKE_VIEWS.length : 3);
        for (const picture of pictures) urls.add(productImageUrl(picture.image, pictureTransform(picture, 160)));
      }
    }
    for (const url of urls) {
      if (rendered.has(url)) continue;
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(200);
      rendered.add(url);
    }
  }, 240_000);
});
