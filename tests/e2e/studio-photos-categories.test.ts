import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testPhoto } from '../helpers/photos.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, signInToStudio, waitForHydration } from './browser.ts';

/** Screenshots for a person to look at; outside the work tree, so a test run leaves nothing behind. */
const SHOTS = join(tmpdir(), 'storefront-photos-screenshots');
const BIKE = 'ENDURANCE-SL-PRO';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe.each(DRIVERS)('photographs and category copy in the back office, seen in the shop (%s)', (driver) => {
  let server: TestServer;
  let photoDir: string;
  beforeAll(async () => {
    photoDir = mkdtempSync(join(tmpdir(), 'photos-e2e-'));
    server = await startTestServer({ driver, env: { PHOTO_DIR: photoDir } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(photoDir, { recursive: true, force: true });
  });

  test('a merchandiser uploads a photograph with its alt text; the lister and the bike page show it instead of the drawing', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signInToStudio(page, server.url, `/studio/catalogue/${BIKE}/`, 'merchandiser@northvale.test');
    await page
      .getByLabel('Add photographs')
      .setInputFiles({ name: 'stone-wall.jpg', mimeType: 'image/jpeg', buffer: await testPhoto('jpeg', { width: 1200, height: 900 }) });
    await page.getByRole('button', { name: 'Upload' }).click();
    const english = page.getByLabel('Alt text (English)');
    await english.waitFor();
    await english.fill('The Endurance SL Pro leaning on a stone wall');
    await page.getByLabel('Alt text (German)').fill('Das Endurance SL Pro an einer Steinmauer');
    await page.getByRole('button', { name: 'Save alt text' }).press('Enter');
    await expect.poll(() => page.getByRole('status').last().textContent()).toBe('Photograph saved.');
    expect(await page.locator('.product-photos__thumb').getAttribute('src')).toMatch(/^\/media\/w_240,h_180,r_contain\/catalog\/photos\/[a-z0-9]{20}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `product-photos-1366-${driver}.png`), fullPage: true });
    await page.setViewportSize({ width: 820, height: 1180 });
    await lookAt(page, { path: join(SHOTS, `product-photos-820-${driver}.png`), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    const shopper = await openPage(browser, { width: 390, height: 844 });
    await shopper.page.goto(`${server.url}/bikes/road/`);
    await waitForHydration(shopper.page);
    const card = shopper.page.locator('article, li').filter({ hasText: 'Endurance SL Pro' }).locator('img.product-image').first();
    expect(await card.getAttribute('src')).toMatch(/\/catalog\/photos\/[a-z0-9]{20}$/);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await lookAt(shopper.page, { path: join(SHOTS, `lister-photo-390-${driver}.png`) });
    await shopper.page.goto(`${server.url}/de/endurance-sl-pro/`);
    await waitForHydration(shopper.page);
    const main = shopper.page.locator('.gallery__main');
    expect(await main.getAttribute('alt')).toBe('Das Endurance SL Pro an einer Steinmauer');
    expect(await main.getAttribute('src')).toMatch(/\/catalog\/photos\/[a-z0-9]{20}$/);
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await seriousAxeViolations(shopper.page)).toEqual([]);
    await lookAt(shopper.page, { path: join(SHOTS, `bike-page-photo-390-${driver}.png`) });
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  test('a merchandiser finds a category from the catalogue and rewrites its heading and intro; the lister shows them', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signInToStudio(page, server.url, '/studio/catalogue/', 'merchandiser@northvale.test');
    await page.getByRole('link', { name: 'Edit the categories' }).click();
    await page.waitForURL(`${server.url}/studio/catalogue/categories/`);
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `categories-1366-${driver}.png`), fullPage: true });
    await page.getByRole('link', { name: '/bikes/gravel/', exact: true }).click();
    await page.waitForURL(/\/studio\/catalogue\/categories\/\d+\/$/);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Edit English copy' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Heading (the category name)', { exact: true }).fill('Gravel and adventure bikes');
    await dialog.getByLabel('Intro under the heading (optional)', { exact: true }).fill('Drop bars for the long way round.');
    await dialog.getByRole('button', { name: 'Save copy' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.detail-panel').textContent()).toMatch(/HeadingGravel and adventure bikesIntroDrop bars for the long way round\./);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `category-1366-${driver}.png`), fullPage: true });
    await page.setViewportSize({ width: 820, height: 1180 });
    await lookAt(page, { path: join(SHOTS, `category-820-${driver}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();

    const shopper = await openPage(browser, { width: 390, height: 844 });
    await shopper.page.goto(`${server.url}/bikes/gravel/`);
    await waitForHydration(shopper.page);
    expect(await shopper.page.getByRole('heading', { level: 1 }).textContent()).toBe('Gravel and adventure bikes');
    expect(await shopper.page.locator('main').textContent()).toContain('Drop bars for the long way round.');
    await shopper.context.close();
  });
});
