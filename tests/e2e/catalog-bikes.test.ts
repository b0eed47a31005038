import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, layoutShifts, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('bike pages in a browser', () => {
  test('on a child bike page the shopper chooses a colour and a size, and adding it leads to its review page', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/endurance-sl-sport/`);
    await waitForHydration(page);
    await page.locator('.colour-swatch[data-colour="glacier-blue"]').click();
    await page.waitForURL(`${server.url}/endurance-sl-sport/?colour=glacier-blue`);
    await page.locator('.colour-picker strong', { hasText: 'Glacier blue' }).waitFor();
    expect(await page.locator('.gallery__main').getAttribute('src')).toContain('bikes/road/sport/side/glacier-blue');
    await page.locator('.add-to-cart__button').click();
    await page.locator('.add-to-cart__message[role="alert"]', { hasText: 'Please choose a size first.' }).waitFor();
    await page.locator('label.size-option:has(input[value="m"])').click();
    expect(await page.locator('input[name="size"][value="m"]').isChecked()).toBe(true);
    await page.locator('.size-guide summary').click();
    expect(await page.locator('.geometry-table th.is-selected').textContent()).toBe('M');
    const request = page.waitForRequest((req) => req.url().endsWith('/nuxt/api/cart/add-item'));
    await page.locator('.add-to-cart__button').click();
    const sent = (await request).postDataJSON() as { cartItems: unknown[] };
    expect(sent.cartItems).toEqual([
      { sku: 'ENDURANCE-SL-SPORT', quantity: 1, parent_sku: 'ENDURANCE-SL', selected_options: ['size/m', 'colour/glacier-blue'] },
    ]);
    // A bike goes on to its up-sell page once it is in the basket.
    await page.waitForURL(`${server.url}/endurance-sl-sport/review/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the size guide recommends a size from height and inside leg, with the reason, and chooses it', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/endurance-sl-sport/`);
    await waitForHydration(page);
    await page.locator('.size-guide summary').click();
    await page.getByRole('button', { name: 'Recommend my size' }).click();
    await page.getByText('Enter your height in centimetres, between 120 and 220.').waitFor();
    await page.getByLabel('Your height (cm)').fill('170');
    await page.getByLabel('Inside leg (cm)').fill('78');
    await page.getByRole('button', { name: 'Recommend my size' }).click();
    await page.getByText('We recommend S: your 78 cm inseam clears its 715 mm standover by 65 mm.').waitFor();
    await page.getByRole('button', { name: 'Choose S' }).click();
    expect(await page.locator('input[name="size"][value="s"]').isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the parent page compares tiers and leads to a tier; recently viewed remembers it', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/endurance-al-sport/`);
    await waitForHydration(page);
    // The product block records the view once its chunk has loaded: wait for it before leaving.
    await page.waitForFunction(() => Object.values({ ...window.localStorage }).some((value) => value.includes('ENDURANCE-AL-SPORT')));
    await page.goto(`${server.url}/endurance-sl/`);
    await waitForHydration(page);
    expect(await page.locator('.tier-card').count()).toBe(4);
    expect(await page.locator('.tier-comparison tr[data-changes="true"] th').allTextContents()).toContain('Groupset (changes between tiers)');
    expect(await page.locator('.tier-comparison tr[data-changes="false"] th').allTextContents()).toContain('Frame');
    await page.locator('.tier-card[data-tier="pro"] a').click();
    await page.waitForURL(`${server.url}/endurance-sl-pro/`);
    await page.locator('h1', { hasText: 'Endurance SL Pro' }).waitFor();
    await page.locator('.recently-viewed .product-card[data-sku="ENDURANCE-AL-SPORT"]').waitFor();
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map((e) => e.event));
    expect(layer).toContain('bikeModelView');
    expect(layer).toContain('bikeProductView');
    await context.close();
  });

  test('on a 360 px phone the bike pages fit the screen and the tier table scrolls in its own box', async () => {
    const { page, context } = await openPage(browser, { width: 360, height: 800 });
    for (const path of ['/endurance-sl/', '/de/endurance-sl/', '/endurance-sl-pro/']) {
      await page.goto(server.url + path);
      await waitForHydration(page);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page, path).toBe(widths.screen);
    }
    const table = await page
      .goto(`${server.url}/endurance-sl/`)
      .then(() => page.locator('.tier-comparison .table-scroll').evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth })));
    expect(table.scroll).toBeGreaterThan(table.client);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  test('on a phone the buy button is always in reach: a sticky bar while the real one is off screen, none on a desktop', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/ridgeway-gr-pro/`);
    await waitForHydration(page);
    const bar = page.locator('.buy-bar');
    // The real button is below the first screen: the bar is there from the start.
    await bar.waitFor();
    expect(await bar.textContent()).toContain('Ridgeway GR Pro');
    await page.locator('.add-to-cart__button').scrollIntoViewIfNeeded();
    await bar.waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await bar.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // No size yet: the bar says so and takes the shopper to the sizes.
    await bar.getByRole('button').click();
    await page.getByText('Please choose a size first.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('size');
    await page.locator('label.size-option:has(input[value="m"])').click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await bar.getByRole('button').click();
    await page.waitForURL(`${server.url}/ridgeway-gr-pro/review/`);
    expect(errors).toEqual([]);
    await context.close();

    const desktop = await openPage(browser, { width: 1366, height: 900 });
    await desktop.page.goto(`${server.url}/ridgeway-gr-pro/`);
    await waitForHydration(desktop.page);
    await desktop.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await desktop.page.waitForTimeout(300);
    expect(await desktop.page.locator('.buy-bar').isVisible()).toBe(false);
    await desktop.context.close();
  });

  test('a sold-out tier or part offers "email me when it\'s back", by keyboard, in English and German', async () => {
    // A sold-out tier asks which size to wait for; a sold-out part only for the address.
    for (const { path, size, done } of [
      { path: '/endurance-sl-hero/', size: 'm', done: 'Thanks: we will email' },
      { path: '/de/bontrager-ion-1100-front-light/', size: null, done: 'Danke: Wir schreiben an' },
    ]) {
      const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(server.url + path);
      await waitForHydration(page);
      const alert = page.locator('.stock-alert');
      await alert.waitFor();
      expect(await seriousAxeViolations(page), path).toEqual([]);
      const email = `waiting-${Date.now()}@example.com`;
      if (size) await alert.locator('select').selectOption(size);
      await alert.locator('input[type="email"]').focus();
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      await alert.getByText(done).waitFor();
      expect(await alert.textContent()).toContain(email);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('a new browser shows no recently viewed section, not even its heading', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/aries-helmet/`);
    await waitForHydration(page);
    await page.locator('.recently-viewed__mark').waitFor({ state: 'attached' });
    expect(await page.locator('.recently-viewed').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Recently viewed' }).count()).toBe(0);
    await context.close();
  });

  test('recently viewed appears below the screen only, so nothing the shopper sees moves', async () => {
    for (const viewport of [
      { width: 390, height: 844, appears: true },
      // A screen that shows the row's place and the top of the footer below it (but not the page's end, where
      // a short page's footer would sit still): the row stays away rather than push the footer.
      { width: 1366, height: 1500, appears: false },
    ]) {
      const { page, context } = await openPage(browser, viewport);
      await page.goto(`${server.url}/endurance-sl-pro/`);
      await waitForHydration(page);
      await page.waitForFunction(() => Object.values({ ...window.localStorage }).some((value) => value.includes('ENDURANCE-SL-PRO')));
      await page.goto(`${server.url}/aries-helmet/`);
      await waitForHydration(page);
      if (viewport.appears) await page.locator('.recently-viewed .product-card').first().waitFor({ state: 'attached' });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      expect(await page.locator('.recently-viewed').count(), `${viewport.width} px`).toBe(viewport.appears ? 1 : 0);
      // The row pushing the footer on screen would shift well over 0.1; the budget leaves room only for sub-pixel settling.
      const { shift, moved } = await layoutShifts(page);
      expect(shift, `${viewport.width} px: ${moved.join('; ')}`).toBeLessThan(0.01);
      await context.close();
    }
  });

  test('axe finds no serious or critical issue on parent and child bike pages', async () => {
    const { page, context } = await openPage(browser);
    for (const path of ['/ridgeway-gr/', '/ridgeway-gr-pro/?colour=sand']) {
      await page.goto(server.url + path);
      await waitForHydration(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await context.close();
  });
});
