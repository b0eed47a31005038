import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { GALLERY_SIZES } from '../../block-registry/catalog/Gallery.tsx';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, signInToStudio, waitForHydration } from './browser.ts';

/** Screenshots to look at, outside the work tree. */
const SHOTS = join(tmpdir(), 'storefront-gallery-screenshots');
mkdirSync(SHOTS, { recursive: true });

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const WORDS = {
  en: { prefix: '', drive: 'Drive side', cockpit: 'Cockpit', frame: 'Frame detail', zoomIn: 'Zoom in', next: 'Next picture', close: 'Close full-screen view' },
  de: {
    prefix: '/de',
    drive: 'Antriebsseite',
    cockpit: 'Cockpit',
    frame: 'Rahmendetail',
    zoomIn: 'Vergrößern',
    next: 'Nächstes Bild',
    close: 'Vollbildansicht schließen',
  },
} as const;

const viewer = (page: Page) => page.getByRole('dialog');
const zoomLevel = (page: Page) => viewer(page).locator('.gallery-viewer__level').textContent();
const title = (page: Page) => viewer(page).locator('.gallery-viewer__title').textContent();

describe('the bike page gallery', () => {
  // Each width and each language once (German on the phone, where its longer words are tightest).
  for (const [width, language] of [
    [390, 'de'],
    [1366, 'en'],
  ] as const) {
    const words = WORDS[language];
    test(`at ${width} px in ${language === 'en' ? 'English' : 'German'}: views by thumbnail, a full-screen viewer by click and Enter with zoom, previous and next, and Escape back`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: width < 600 ? 844 : 900 });
      await page.goto(`${server.url}${words.prefix}/endurance-sl-pro/`);
      await waitForHydration(page);
      const main = page.locator('.gallery__main');
      expect(await main.getAttribute('src')).toContain('/catalog/bikes/road/pro/side/storm-grey');
      // The width it is shown at (tests/e2e/picture-sizes.test.ts holds that to the layout).
      expect(await main.getAttribute('sizes')).toBe(GALLERY_SIZES);
      const thumbs = page.locator('.gallery__thumbs button');
      expect(await thumbs.count()).toBe(4);
      await thumbs.nth(1).click();
      expect(await main.getAttribute('src')).toContain('/pro/drive/storm-grey');
      expect(await main.getAttribute('alt')).toBe(`Endurance SL Pro: ${words.drive}`);
      // A swipe across the large picture moves to the next view and back, and opens nothing.
      const openerBox = (await page.locator('.gallery__open').boundingBox())!;
      const mid = { x: openerBox.x + openerBox.width / 2, y: openerBox.y + openerBox.height / 2 };
      for (const [from, to, view] of [
        [mid.x + 80, mid.x - 80, '/pro/cockpit/'],
        [mid.x - 80, mid.x + 80, '/pro/drive/'],
      ] as const) {
        await page.mouse.move(from, mid.y);
        await page.mouse.down();
        await page.mouse.move(to, mid.y, { steps: 5 });
        await page.mouse.up();
        expect(await main.getAttribute('src')).toContain(view);
        expect(await viewer(page).count()).toBe(0);
      }
      expect(await seriousAxeViolations(page), 'bike page').toEqual([]);
      await lookAt(page, { path: join(SHOTS, `bike-page-${width}-${language}.png`) });

      // Open by mouse: a labelled modal dialog with the focus inside it.
      const opener = page.locator('.gallery__open');
      const boxBefore = await opener.boundingBox();
      await opener.click();
      await viewer(page).waitFor();
      expect(await viewer(page).getAttribute('aria-modal')).toBe('true');
      await expect.poll(() => title(page)).toContain(words.drive);
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
      expect(await seriousAxeViolations(page), 'open viewer').toEqual([]);
      await lookAt(page, { path: join(SHOTS, `viewer-${width}-${language}.png`) });

      // Zoom by button and keys; the picture is asked for wider as it grows.
      const image = viewer(page).locator('.gallery-viewer__image');
      await viewer(page).getByRole('button', { name: words.zoomIn }).click();
      await expect.poll(() => zoomLevel(page)).toBe('150 %');
      await page.keyboard.press('+');
      await expect.poll(() => zoomLevel(page)).toBe('200 %');
      expect(await image.getAttribute('sizes')).toBe('200vw');
      expect(await image.getAttribute('style')).toContain('scale(2)');
      // Dragging a zoomed picture pans it.
      const stage = await viewer(page).locator('.gallery-viewer__stage').boundingBox();
      const centre = { x: stage!.x + stage!.width / 2, y: stage!.y + stage!.height / 2 };
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + 60, centre.y + 20, { steps: 4 });
      await page.mouse.up();
      expect(await image.getAttribute('style')).toMatch(/translate\(60px, 20px\) scale\(2\)/);
      await lookAt(page, { path: join(SHOTS, `viewer-zoomed-${width}-${language}.png`) });
      await page.keyboard.press('-');
      await expect.poll(() => zoomLevel(page)).toBe('150 %');

      // Next and previous by keys, button and swipe; a new picture starts whole.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => title(page)).toContain(words.cockpit);
      await expect.poll(() => zoomLevel(page)).toBe('100 %');
      await viewer(page).getByRole('button', { name: words.next }).click();
      await expect.poll(() => title(page)).toContain(words.frame);
      await page.mouse.move(centre.x + 100, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x - 100, centre.y, { steps: 5 });
      await page.mouse.up();
      await expect.poll(() => title(page)).toContain('1');
      expect(await image.getAttribute('src')).toContain('/pro/side/storm-grey');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => title(page)).toContain(words.frame);
      // A double click (a double tap on a phone) zooms in and out again.
      await page.mouse.dblclick(centre.x, centre.y);
      await expect.poll(() => zoomLevel(page)).toBe('200 %');
      // The browser's double click counts, however late a busy machine delivers its second click.
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down({ clickCount: 1 });
      await page.mouse.up({ clickCount: 1 });
      await page.waitForTimeout(400);
      await page.mouse.down({ clickCount: 2 });
      await page.mouse.up({ clickCount: 2 });
      await expect.poll(() => zoomLevel(page)).toBe('100 %');

      // Tab stays inside the dialog.
      for (let i = 0; i < 14; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), `tab ${i}`).toBe(true);
      }

      // Escape closes and gives focus back to the picture that opened it; Enter opens it again.
      await page.keyboard.press('Escape');
      await viewer(page).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('gallery__open'))).toBe(true);
      expect(await main.getAttribute('src')).toContain('/pro/frame/storm-grey');
      await page.keyboard.press('Enter');
      await viewer(page).waitFor();
      await viewer(page).getByRole('button', { name: words.close }).click();
      await viewer(page).waitFor({ state: 'detached' });
      // Nothing moved: the large picture keeps its box whichever view it shows.
      expect(await opener.boundingBox()).toEqual(boxBefore);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('a part without a catalogue picture shows the drawing of its kind, whole and in two close-ups', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366 });
    await page.goto(`${server.url}/bontrager-ion-1100-front-light/`);
    await waitForHydration(page);
    expect(await page.getByText('No image available').count()).toBe(0);
    expect(await page.locator('.gallery__main').getAttribute('src')).toContain('/catalog/parts/lights/black');
    expect(await page.locator('.gallery__thumbs button').count()).toBe(3);
    await expect.poll(() => page.locator('.gallery__main').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const PAINTED = 'paint-c0392b-ffffff-ffcc00-md';

describe('a bike painted to order in the basket', () => {
  for (const [width, language, ocean, yellow] of [
    [390, 'de', 'Ozeanblau', 'Sonnengelb'],
    [1366, 'en', 'Ocean blue', 'Sun yellow'],
  ] as const) {
    test(`at ${width} px in ${language === 'en' ? 'English' : 'German'}: the up-sell page's basket shows the bike in the paint chosen from the palette`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: width < 600 ? 844 : 900 });
      await page.goto(`${server.url}${WORDS[language].prefix}/endurance-sl-pro/`);
      await waitForHydration(page);
      await page.locator('label.size-option:has(input[value="m"])').click();
      await page.locator('.colour-editor__choice input').nth(1).check();
      const palettes = page.locator('.colour-editor__palette');
      await palettes.nth(0).getByRole('radio', { name: ocean }).check();
      await palettes.nth(2).getByRole('radio', { name: yellow }).check();
      expect(await page.locator('.bike-preview').getAttribute('data-frame')).toBe('#1a6fb3');
      await page.locator('.add-to-cart__button').click();
      await page.waitForURL(/\/endurance-sl-pro\/review\/$/);
      await waitForHydration(page);
      const thumbnail = page.locator('.cart-line[data-sku="ENDURANCE-SL-PRO"] .cart-line__image img');
      await thumbnail.waitFor();
      expect(await thumbnail.getAttribute('src')).toBe('/media/w_160,h_120,r_contain/catalog/bikes/road/pro/side/paint-1a6fb3-ffffff-ffcc00-gh');
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await lookAt(page, { path: join(SHOTS, `basket-painted-${width}-${language}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** An order of the demo customer for a bike painted to order, as the checkout writes one: the paint a line of its own pointing at the bike. */
async function paintedOrder(number: string): Promise<void> {
  const paint = [
    { uid: 'frame_colour', value: '#c0392b' },
    { uid: 'top_tube_logo_colour', value: '#ffffff' },
    { uid: 'down_tube_logo_colour', value: '#ffcc00' },
    { uid: 'paint_finish', value: 'matt' },
    { uid: 'gradient_angle', value: 'diagonal' },
  ];
  const address = {
    firstname: 'Demo',
    lastname: 'Rider',
    street: ['1 High Street'],
    city: 'York',
    region: '',
    postcode: 'YO1 7HH',
    country_code: 'GB',
    telephone: '01904 000000',
  };
  const [order] = await server.database.db.query<{ id: number }>(
    `insert into orders (order_number, customer_id, status, currency, subtotal, shipping, discount, grand_total, shipping_method, payment_method,
       shipping_address, billing_address, placed_at)
     select $1, id, 'processing', 'GBP', 424900, 0, 0, 424900, 'Standard delivery', 'Card', $2, $2, now() from customers where email = 'demo@northvale.test'
     returning id`,
    [number, JSON.stringify(address)],
  );
  await server.database.db.query(
    `insert into order_items (order_id, position, sku, product_name, quantity, unit_price, row_total, options, associated_position) values
       ($1, 1, 'ENDURANCE-SL-PRO', 'Endurance SL Pro', 1, 399900, 399900, $2, null),
       ($1, 2, 'BBCOLOUR-CUSTOM', 'Custom frame colour', 1, 25000, 25000, $3, 1)`,
    [order!.id, JSON.stringify({ selected: ['size/m', 'colour/signal-red'] }), JSON.stringify({ entered: paint })],
  );
}

describe('a bike painted to order in its thumbnails', () => {
  for (const [width, language] of [
    [390, 'de'],
    [1366, 'en'],
  ] as const) {
    test(`at ${width} px in ${language === 'en' ? 'English' : 'German'}: My account's order shows the bike in its paint and the painted frame close up`, async () => {
      const number = `8${width}${language === 'en' ? 1 : 2}0001`;
      await paintedOrder(number);
      const { page, context, errors } = await openPage(browser, { width, height: width < 600 ? 844 : 900 });
      await page.goto(`${server.url}/auth/login/`);
      await waitForHydration(page);
      await page.getByLabel('Email').fill('demo@northvale.test');
      await page.locator('input[name="password"]').fill('Northvale-demo-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/my-account\//);
      await page.goto(`${server.url}${WORDS[language].prefix}/my-account/orders/${number}/`);
      await waitForHydration(page);
      const images = page.locator('.account-order__image');
      await images.first().waitFor();
      expect(await images.evaluateAll((list) => list.map((img) => img.getAttribute('src')))).toEqual([
        `/media/w_160,h_120,r_contain/catalog/bikes/road/pro/side/${PAINTED}`,
        `/media/w_160,h_120,r_contain/catalog/bikes/road/pro/frame/${PAINTED}`,
      ]);
      await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await lookAt(page, { path: join(SHOTS, `order-detail-${width}-${language}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('the staff order page shows the painted bike and the painted frame beside their lines', async () => {
    const number = '8136630001';
    await paintedOrder(number);
    const { page, context, errors } = await openPage(browser, { width: 1366 });
    await signInToStudio(page, server.url, `/studio/orders/${number}/`, 'fulfilment@northvale.test');
    const images = page.locator('.detail-panel__image');
    expect(await images.evaluateAll((list) => list.map((img) => img.getAttribute('src')))).toEqual([
      `/media/w_160,h_120,r_contain/catalog/bikes/road/pro/side/${PAINTED}`,
      `/media/w_160,h_120,r_contain/catalog/bikes/road/pro/frame/${PAINTED}`,
    ]);
    await expect.poll(() => images.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await lookAt(page, { path: join(SHOTS, 'staff-order-1366.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
