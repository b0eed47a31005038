import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, signInToStudio, waitForHydration } from './browser.ts';

/** Screenshots for a person to look at; outside the work tree, so a test run leaves nothing behind. */
const SHOTS = join(tmpdir(), 'storefront-catalogue-screenshots');
const BIKE = 'ENDURANCE-SL-PRO';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

/** Opens an action's dialog, fills its fields by label, confirms, and waits for the page to show the record again. */
async function act(page: Page, action: string, fields: Record<string, string>, confirm: string, shows: RegExp): Promise<void> {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await dialog.getByRole('button', { name: confirm }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.locator('.detail-panel').textContent()).toMatch(shows);
}

describe.each(DRIVERS)('the back office catalogue in a browser (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  test('a merchandiser changes a price and a size stock; the lister, the bike page and the basket show it', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signInToStudio(page, server.url, '/studio/catalogue/', 'merchandiser@northvale.test');
    await page.getByLabel('SKU or name').fill('endurance sl pro');
    await page.getByLabel('SKU or name').press('Enter');
    const link = page.getByRole('link', { name: BIKE, exact: true });
    await link.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `catalogue-list-1366-${driver}.png`), fullPage: true });
    await link.click();
    await page.waitForURL(`${server.url}/studio/catalogue/${BIKE}/`);
    await waitForHydration(page);

    await act(page, 'Change price', { 'Price (£)': '1234.50' }, 'Save price', /Price£1,234\.50/);
    await act(page, 'Change stock of a size', { Size: 'm', 'In stock': '0' }, 'Save stock', /Stock2Size XS0Size S1Size M0/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `catalogue-product-1366-${driver}.png`), fullPage: true });
    await page.setViewportSize({ width: 820, height: 1180 });
    await lookAt(page, { path: join(SHOTS, `catalogue-product-820-${driver}.png`), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Change price' }).click();
    await page.getByRole('dialog').waitFor();
    await lookAt(page, { path: join(SHOTS, `catalogue-dialog-820-${driver}.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    // A shopper, in a browser of their own: the lister, the bike page and the basket.
    const shopper = await openPage(browser, { width: 1366, height: 900 });
    await shopper.page.goto(`${server.url}/bikes/road/?price=1234_1235`);
    await waitForHydration(shopper.page);
    expect(await shopper.page.locator('main').textContent()).toMatch(/Endurance SL Pro[\s\S]*£1,234\.50/);
    await shopper.page.goto(`${server.url}/endurance-sl-pro/`);
    await waitForHydration(shopper.page);
    expect(await shopper.page.locator('.product-detail .price').first().textContent()).toContain('£1,234.50');
    const sizeM = shopper.page.locator('.size-option[data-size="m"]');
    expect(await sizeM.getAttribute('class')).toContain('is-sold-out');
    expect(await sizeM.locator('input').isDisabled()).toBe(true);
    expect(await sizeM.textContent()).toContain('Sold out');
    await shopper.page.locator('.size-option[data-size="s"]').click();
    await lookAt(shopper.page, { path: join(SHOTS, `bike-page-sizes-1366-${driver}.png`) });
    await shopper.page.locator('.add-to-cart__button').click();
    // A bike goes on to its up-sell page once it is in the basket; the basket prices it from the database.
    await shopper.page.waitForURL(`${server.url}/endurance-sl-pro/review/`);
    const cart = await shopper.page.evaluate(async () => (await fetch('/nuxt/api/cart/fetch-cart')).json());
    expect(cart).toMatchObject({
      cart: {
        items: [{ product: { sku: BIKE }, selected_options: ['size/s', 'colour/storm-grey'], prices: { price_including_tax: { value: 1234.5 } } }],
        prices: { subtotal_including_tax: { value: 1234.5 } },
      },
    });
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  test('a merchandiser creates a coupon, sees it listed with its usage, and disables it', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signInToStudio(page, server.url, '/studio/coupons/', 'merchandiser@northvale.test');
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code', { exact: true }).fill('spring5');
    await dialog.getByLabel('Label in the basket', { exact: true }).fill('£5 off spring kit');
    await dialog.getByLabel('Kind', { exact: true }).selectOption('fixed');
    await dialog.getByLabel('Percentage or amount', { exact: true }).fill('5');
    await dialog.getByLabel('Uses in all (optional)', { exact: true }).fill('50');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await dialog.waitFor({ state: 'detached' });
    const link = page.getByRole('link', { name: 'SPRING5', exact: true });
    await link.waitFor();
    expect(await page.locator('tr', { has: link }).textContent()).toMatch(/£5\.00 off.*0 of 50.*Active/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `coupons-list-1366-${driver}.png`), fullPage: true });
    await link.click();
    await page.waitForURL(`${server.url}/studio/coupons/SPRING5/`);
    await waitForHydration(page);
    await page.setViewportSize({ width: 820, height: 1180 });
    await act(page, 'Disable coupon', { State: 'false' }, 'Disable', /StateDisabled/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `coupon-detail-820-${driver}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
    const [row] = await server.database.db.query<{ active: boolean }>("select active from coupons where code = 'SPRING5'");
    expect(row?.active).toBe(false);
  });

  test('an editor and a fulfilment user are refused the catalogue pages', async () => {
    for (const email of ['editor@northvale.test', 'fulfilment@northvale.test']) {
      const { page, context } = await openPage(browser, { width: 1366, height: 900 });
      await page.goto(`${server.url}/studio/login/`);
      await waitForHydration(page);
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/studio/login/'));
      const res = await page.goto(`${server.url}/studio/catalogue/${BIKE}/`);
      expect(res?.status(), email).toBe(403);
      expect(await page.locator('body').textContent()).toMatch(/Catalogue needs the merchandiser or admin role/);
      await context.close();
    }
  });
});
