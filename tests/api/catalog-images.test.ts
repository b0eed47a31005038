import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMAGE_MAX_WIDTH, IMAGE_WIDTHS } from '../../domain/catalog/image-url.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('product images', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const get = (path: string, accept = '') => fetch(server.url + path, { headers: { accept } });

  test('a bike picture comes in the size asked for, as AVIF or WebP by Accept', async () => {
    const avif = await get('/media/w_640,h_480,r_contain/catalog/bikes/road/signal-red', 'image/avif,image/webp,*/*');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toContain('Accept');
    const webp = await get('/media/w_320,h_240,c_auto/catalog/bikes/gravel/sand', 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([320, 240]);
  });

  test('the frame is drawn in its colour, and each discipline is drawn differently', async () => {
    const pixels = async (path: string) =>
      sharp(Buffer.from(await (await get(path)).arrayBuffer()))
        .removeAlpha()
        .raw()
        .toBuffer();
    const red = await pixels('/media/w_200,h_150/catalog/bikes/road/signal-red');
    const blue = await pixels('/media/w_200,h_150/catalog/bikes/road/glacier-blue');
    const mountain = await pixels('/media/w_200,h_150/catalog/bikes/mountain/signal-red');
    expect(red.equals(blue)).toBe(false);
    expect(red.equals(mountain)).toBe(false);
    const reddish = (buffer: Buffer) => {
      let count = 0;
      for (let i = 0; i < buffer.length; i += 3) if (buffer[i]! > 150 && buffer[i + 1]! < 60 && buffer[i + 2]! < 80) count += 1;
      return count;
    };
    expect(reddish(red)).toBeGreaterThan(200);
    expect(reddish(blue)).toBe(0);
  });

  test('sizes are bounded and unknown parameters or images get a clear 4xx', async () => {
    const huge = await get('/media/w_50000,h_50000/catalog/bikes/road/signal-red');
    expect(huge.status).toBe(400);
    expect(await huge.text()).toBe('w_ must be between 16 and 2000 pixels');
    const odd = await get('/media/q_100/catalog/bikes/road/signal-red');
    expect(odd.status).toBe(400);
    const missing = await get('/media/w_200/catalog/bikes/unicycle/signal-red');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('No image available');
  });
});

describe('product image sizes and the render queue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  test('a width or height outside the fixed set redirects to the nearest allowed size', async () => {
    const odd = await fetch(`${server.url}/media/w_637,h_481,r_contain/catalog/bikes/road/signal-red`, { redirect: 'manual' });
    expect(odd.status).toBe(301);
    expect(odd.headers.get('location')).toBe('/media/w_640,h_480,r_contain/catalog/bikes/road/signal-red');
    const narrow = await fetch(`${server.url}/media/w_17/catalog/bikes/road/signal-red`, { redirect: 'manual' });
    expect(narrow.headers.get('location')).toBe('/media/w_72/catalog/bikes/road/signal-red');
    const wide = await fetch(`${server.url}/media/w_2000,h_1500,r_contain/catalog/bikes/road/signal-red`, { redirect: 'manual' });
    expect(wide.status).toBe(301);
    expect(wide.headers.get('location')).toBe(`/media/w_${IMAGE_MAX_WIDTH},h_1280,r_contain/catalog/bikes/road/signal-red`);
    const allowed = await fetch(`${server.url}/media/w_640,h_480,r_contain/catalog/bikes/road/signal-red`, { redirect: 'manual' });
    expect(allowed.status).toBe(200);
  });

  test("every width of a picture's srcset is rendered at that width, without a redirect", async () => {
    for (const w of IMAGE_WIDTHS) {
      const res = await fetch(`${server.url}/media/w_${w},h_${w * 0.75},r_contain/catalog/bikes/road/sand`, {
        headers: { accept: 'image/webp' },
        redirect: 'manual',
      });
      expect(res.status, String(w)).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([w, w * 0.75]);
    }
  });

  test('a small uncached image is answered while eight AVIFs of the largest width are still being rendered', async () => {
    const colours = ['signal-red', 'glacier-blue', 'sand', 'midnight'];
    const large = ['road', 'gravel'].flatMap((discipline) =>
      colours.map((colour) => `/media/w_${IMAGE_MAX_WIDTH},h_${IMAGE_MAX_WIDTH * 0.75},r_contain/catalog/bikes/${discipline}/${colour}`),
    );
    const started = Date.now();
    const largeDone: number[] = [];
    const largeRequests = large.map((path) =>
      fetch(server.url + path, { headers: { accept: 'image/avif' } }).then(async (res) => {
        await res.arrayBuffer();
        largeDone.push(Date.now() - started);
        return res.status;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const small = await fetch(`${server.url}/media/w_96,h_72,r_contain/catalog/bikes/mountain/sand`, { headers: { accept: 'image/avif' } });
    await small.arrayBuffer();
    const smallDone = Date.now() - started;
    expect(small.status).toBe(200);
    const statuses = await Promise.all(largeRequests);
    expect(statuses.every((status) => status === 200)).toBe(true);
    largeDone.sort((a, b) => a - b);
    // The thumbnail does not wait for the large renders, which go one at a time: it is done before
    // the last of them (waiting behind all eight it would come after it, however busy the machine).
    expect(smallDone).toBeLessThan(largeDone.at(-1)!);
  }, 120_000);
});
