import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { layoutShifts, seriousAxeViolations, sharedBrowser, waitForHydration } from './browser.ts';
import { bodyHasMenuOpen, DESKTOP, focusIsInside, openShellPage, PHONE } from './shell-page.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const open = (path: string, viewport: { width: number; height: number }) => openShellPage(browser, server, path, viewport);

describe('the cart slide-in', () => {
  // On a phone the basket, once it has slid in, covers its backdrop whole (it is as wide as the screen): there is none left to tap.
  const ways = new Map([
    [PHONE, 'over the whole page, and close and Escape each close it again'],
    [DESKTOP, 'beside the backdrop, and close, backdrop and Escape each close it again'],
  ]);
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px the cart button opens it ${ways.get(viewport)}`, async () => {
      const { page, context, errors } = await open('/', viewport);
      const cartButton = page.locator('.site-header__cart');
      const cart = page.getByRole('dialog', { name: 'Basket' });

      await cartButton.click();
      await cart.waitFor({ state: 'visible' });
      expect(await cartButton.getAttribute('aria-expanded')).toBe('true');
      expect(await bodyHasMenuOpen(page)).toBe(true);
      expect(await focusIsInside(page, '#cart-menu')).toBe(true);
      expect(await cart.getByText('Cart is empty').isVisible()).toBe(true);

      await cart.getByRole('button', { name: 'Close basket' }).click();
      await cart.waitFor({ state: 'hidden' });
      expect(await cartButton.getAttribute('aria-expanded')).toBe('false');
      expect(await bodyHasMenuOpen(page)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('site-header__cart'))).toBe(true);

      await cartButton.click();
      await cart.waitFor({ state: 'visible' });
      // Where the panel stands once it has slid in: a click during the slide-in would find the backdrop at any width.
      await cart.evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
      const panel = await cart.boundingBox();
      if (viewport === PHONE) {
        expect(panel).toEqual(await page.locator('.slide-in__backdrop:has(+ #cart-menu)').boundingBox());
        await page.keyboard.press('Escape');
      } else {
        expect(panel?.x).toBeGreaterThan(5);
        // The part of the backdrop left of the panel.
        await page.mouse.click(5, viewport.height / 2);
      }
      await cart.waitFor({ state: 'hidden' });

      await page.keyboard.press('Enter');
      await cart.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await cart.waitFor({ state: 'hidden' });
      expect(await bodyHasMenuOpen(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('accessibility of the open cart and the error page', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`axe finds no serious issue with the cart open at ${viewport.width} px`, async () => {
      const { page, context } = await open('/', viewport);
      await page.locator('.site-header__cart').click();
      await page.locator('#cart-menu').waitFor({ state: 'visible' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the error page shows its status over the illustration, hydrates cleanly and axe finds no serious issue at ${viewport.width} px`, async () => {
      const { page, context, errors } = await open('/no-such-page/', viewport);
      expect(await page.locator('.error-page__status').textContent()).toBe('404');
      expect(await page.locator('.error-page__background').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The document itself answers 404; nothing else may fail (hydration included).
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      await context.close();
    });
  }
});

describe('a steady first paint', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of ['/', '/no-such-page/']) {
      test(`${path} at ${viewport.width} px loads its font and hydrates without a layout shift`, async () => {
        const { page, context } = await open(path, viewport);
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        const { shift, moved } = await layoutShifts(page);
        expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
        expect(shift, moved.join('; ')).toBeLessThan(0.01);
        await context.close();
      });
    }
  }
});

describe('the header at every width', () => {
  test('fits on one line without sideways scrolling from 360 to 1440 px, in English and German', async () => {
    const { page, context } = await open('/', PHONE);
    for (const path of ['/', '/de/']) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      for (const width of [360, 414, 599, 600, 899, 900, 1024, 1199, 1200, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const fit = await page.evaluate(() => {
          const bar = document.querySelector('.site-header__bar') as HTMLElement;
          const cart = document.querySelector('.site-header__cart') as HTMLElement;
          return {
            barOverflows: bar.scrollWidth > bar.clientWidth,
            pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
            cartInView: cart.getBoundingClientRect().right <= window.innerWidth,
            barHeight: bar.getBoundingClientRect().height,
          };
        });
        expect(fit, `${path} at ${width} px`).toEqual({ barOverflows: false, pageOverflows: false, cartInView: true, barHeight: width >= 900 ? 72 : 64 });
      }
    }
    await context.close();
  });
});

describe('the footer on a phone', () => {
  test('link groups fold into an accordion that opens one group at a time', async () => {
    const { page, context } = await open('/', PHONE);
    const help = page.locator('footer').getByRole('button', { name: 'Help' });
    const buying = page.locator('footer').getByRole('button', { name: 'Buying a bike' });
    const delivery = page.locator('footer').getByRole('link', { name: 'Delivery' });
    expect(await delivery.isVisible()).toBe(false);
    await help.click();
    expect(await help.getAttribute('aria-expanded')).toBe('true');
    expect(await delivery.isVisible()).toBe(true);
    await buying.click();
    expect(await delivery.isVisible()).toBe(false);
    expect(await page.locator('footer').getByRole('link', { name: 'Cycle to work' }).isVisible()).toBe(true);
    await context.close();
  });
});
