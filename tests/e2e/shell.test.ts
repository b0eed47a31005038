import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clearShellCache } from '../../server/pages/shell.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, layoutShifts, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
  // A second main-menu entry with children, so two mega-menu panels can compete.
  await server.database.db.query(
    `insert into menu_entries (id, menu, locale, level, lft, parent_id, title, url) values
      ('components-groupsets', 'main', 'en', 2, 900, 'components', 'Groupsets', '/components/groupsets/'),
      ('components-wheels', 'main', 'en', 2, 901, 'components', 'Wheels', '/components/wheels/')`,
  );
  clearShellCache();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, viewport: { width: number; height: number }) {
  const watched = await openPage(browser, viewport);
  await watched.page.goto(`${server.url}${path}`);
  await waitForHydration(watched.page);
  return watched;
}

const bodyHasMenuOpen = (page: Page) => page.evaluate(() => document.body.classList.contains('menu-open'));
const focusIsInside = (page: Page, selector: string) => page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

/** Presses Tab until the focused element matches, at most `limit` times; returns whether it got there. */
async function tabUntil(page: Page, selector: string, limit = 30): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
  }
  return false;
}

describe('the mobile menu on a 360 px phone', () => {
  test('the hamburger opens the menu as a dialog, focus moves in, and Escape closes it and returns focus', async () => {
    const { page, context, errors } = await open('/', PHONE);
    const hamburger = page.locator('.site-header__menu-toggle');
    expect(await page.locator('nav.main-nav').isVisible()).toBe(false);
    expect(await hamburger.isVisible()).toBe(true);

    await hamburger.click();
    const dialog = page.getByRole('dialog', { name: 'Main navigation' });
    await dialog.waitFor({ state: 'visible' });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(await focusIsInside(page, '#mobile-menu')).toBe(true);
    expect(await bodyHasMenuOpen(page)).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-header__menu-toggle'))).toBe(true);
    expect(await bodyHasMenuOpen(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an entry with children expands inside the menu and a link in it navigates and closes the menu', async () => {
    const { page, context } = await open('/', PHONE);
    await page.locator('.site-header__menu-toggle').click();
    const bikes = page.locator('#mobile-menu').getByRole('button', { name: 'Bikes' });
    await bikes.click();
    expect(await bikes.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Shop all Bikes' }).click();
    await page.waitForURL(`${server.url}/bikes/`);
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(await bodyHasMenuOpen(page)).toBe(false);
    await context.close();
  });

  test("the page is written without the closed menu's entries; every link they hold is elsewhere in the page, and opening the menu writes them", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('id="mobile-menu"');
    expect(html).not.toContain('mobile-menu__list');

    const { page, context, errors } = await open('/', PHONE);
    await page.locator('.site-header__menu-toggle').click();
    const entries = page.locator('#mobile-menu .mobile-menu__list a[href], #mobile-menu .mobile-menu__list button');
    await entries.first().waitFor();
    // The sections' own links are in the written page (the desktop navigation, the footer), for search engines and for a page without its script.
    const hrefs = await page.locator('#mobile-menu .mobile-menu__list a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(html, href ?? '').toContain(`href="${href}"`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Tab stays inside the open menu', async () => {
    const { page, context } = await open('/', PHONE);
    await page.locator('.site-header__menu-toggle').click();
    await page.locator('#mobile-menu').waitFor({ state: 'visible' });
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page, '#mobile-menu')).toBe(true);
    }
    await context.close();
  });
});

describe('the desktop main menu by keyboard', () => {
  test('Tab reaches the first menu trigger, Enter opens its panel, and a second entry closes the first', async () => {
    const { page, context, errors } = await open('/', DESKTOP);
    expect(await page.locator('.site-header__menu-toggle').isVisible()).toBe(false);
    const bikes = page.locator('.main-nav__trigger', { hasText: 'Bikes' });
    const components = page.locator('.main-nav__trigger', { hasText: 'Components' });
    const bikesPanel = page.locator(`[id="${await bikes.getAttribute('aria-controls')}"]`);
    const componentsPanel = page.locator(`[id="${await components.getAttribute('aria-controls')}"]`);

    expect(await tabUntil(page, '.main-nav__trigger')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bikes');
    await page.keyboard.press('Enter');
    await bikesPanel.waitFor({ state: 'visible' });
    expect(await bikes.getAttribute('aria-expanded')).toBe('true');
    expect(await bikesPanel.getByRole('link', { name: 'Gravel' }).isVisible()).toBe(true);

    expect(await tabUntil(page, '.main-nav__trigger[aria-expanded="false"]')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Components');
    await page.keyboard.press('Enter');
    await componentsPanel.waitFor({ state: 'visible' });
    expect(await bikesPanel.isVisible()).toBe(false);
    expect(await bikes.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.main-nav__panel:not([hidden])').count()).toBe(1);

    await page.keyboard.press('Tab');
    expect(await focusIsInside(page, '.main-nav__panel:not([hidden])')).toBe(true);
    await page.keyboard.press('Escape');
    await componentsPanel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Components');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('pressing Enter on the open entry again closes its panel', async () => {
    const { page, context } = await open('/', DESKTOP);
    expect(await tabUntil(page, '.main-nav__trigger')).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.locator('.main-nav__panel:not([hidden])').count()).toBe(1);
    await page.keyboard.press('Enter');
    expect(await page.locator('.main-nav__panel:not([hidden])').count()).toBe(0);
    await context.close();
  });
});

describe('the shell without JavaScript', () => {
  test('hovering a main-menu entry still shows its panel, and the footer groups stay open on a phone', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const gravel = page.locator('.main-nav__panel').getByRole('link', { name: 'Gravel' });
    expect(await gravel.isVisible()).toBe(false);
    await page.locator('.main-nav__trigger', { hasText: 'Bikes' }).hover();
    expect(await gravel.isVisible()).toBe(true);
    await page.setViewportSize(PHONE);
    expect(await page.locator('footer').getByRole('link', { name: 'Delivery' }).isVisible()).toBe(true);
    await context.close();
  });
});

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

describe('accessibility of the open menus', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`axe finds no serious issue with the cart open at ${viewport.width} px`, async () => {
      const { page, context } = await open('/', viewport);
      await page.locator('.site-header__cart').click();
      await page.locator('#cart-menu').waitFor({ state: 'visible' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test('axe finds no serious issue with the mobile menu open and an entry expanded at 360 px', async () => {
    const { page, context } = await open('/', PHONE);
    await page.locator('.site-header__menu-toggle').click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Bikes' }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  test('axe finds no serious issue with a mega-menu panel open at 1280 px', async () => {
    const { page, context } = await open('/', DESKTOP);
    await page.locator('.main-nav__trigger').first().click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

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
