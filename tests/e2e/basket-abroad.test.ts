import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const KIT_PAGE = '/muc-off-chain-cleaning-kit/';
const basket = (page: Page) => page.locator('#cart-menu');

async function addFrom(page: Page, path: string) {
  await page.goto(server.url + path);
  await waitForHydration(page);
  await page.locator('.add-to-cart__button').click();
  await basket(page).waitFor({ state: 'visible' });
  await basket(page).locator('.cart-line').first().waitFor();
}

const LANGUAGES = [
  {
    prefix: '',
    title: 'Delivery, duties and taxes',
    delivery: 'Delivery to Germany is handled by our international checkout partner and calculated at its checkout.',
    shipping: 'Calculated at checkout',
  },
  {
    prefix: '/de',
    title: 'Lieferung, Zölle und Steuern',
    delivery: 'Die Lieferung nach Deutschland übernimmt unser internationaler Checkout-Partner',
    shipping: 'Wird beim Checkout berechnet',
  },
];

describe('the basket for a shopper in Germany', () => {
  for (const language of LANGUAGES) {
    for (const width of [390, 1366]) {
      test(`${language.prefix || 'English'} at ${width} px: delivery, duties and taxes are the partner's, not the UK's`, async () => {
        const { page, context, errors } = await openPage(browser, { width, height: 900 });
        await addFrom(page, `${language.prefix}${KIT_PAGE}?country=DE`);
        const delivery = basket(page).locator('.cart-menu__delivery');
        await delivery.waitFor();
        expect(await delivery.locator('h3').textContent()).toBe(language.title);
        expect(await delivery.textContent()).toContain(language.delivery);
        expect(await basket(page).textContent()).not.toContain('UK mainland');
        const rows = basket(page).locator('.cart-summary__rows > div');
        expect(await rows.nth(1).locator('dd').textContent()).toBe(language.shipping);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await lookAt(page, { path: join(tmpdir(), `storefront-basket-abroad${language.prefix.replace('/', '-')}-${width}.png`) });
        // Keyboard: the panel keeps focus within it and Escape closes it.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#cart-menu')))).toBe(true);
        await page.keyboard.press('Escape');
        await basket(page).waitFor({ state: 'hidden' });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  test('a UK shopper still reads the store’s own delivery information and rate', async () => {
    const { page, context } = await openPage(browser);
    await addFrom(page, `${KIT_PAGE}?country=GB`);
    const delivery = basket(page).locator('.cart-menu__delivery');
    await delivery.waitFor();
    expect(await delivery.textContent()).toContain('Free UK mainland delivery');
    expect(await basket(page).locator('.cart-summary__total dd').textContent()).toBe('£34.98');
    await context.close();
  });
});

describe('the duties note beside prices', () => {
  for (const width of [390, 1366]) {
    test(`at ${width} px a shopper in Germany reads it on a bike page and a lister, axe-clean; a UK shopper does not`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: 900 });
      for (const path of ['/endurance-sl-pro/?country=DE', '/bikes/?country=DE']) {
        await page.goto(server.url + path);
        await waitForHydration(page);
        await expect
          .poll(() => page.locator('.price-note:not(.price-note--reserved)').allTextContents())
          .toEqual(['Duties and taxes are calculated at checkout']);
        expect(await seriousAxeViolations(page), path).toEqual([]);
        await lookAt(page, { path: join(tmpdir(), `storefront-duties-note${path.split('?')[0]!.replaceAll('/', '-')}${width}.png`) });
      }
      await page.goto(`${server.url}/endurance-sl-pro/?country=GB`);
      await waitForHydration(page);
      expect(await page.locator('.price-note:not(.price-note--reserved)').count()).toBe(0);
      expect(await page.locator('.price-note').first().isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
