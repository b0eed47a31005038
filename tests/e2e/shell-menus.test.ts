import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clearShellCache } from '../../server/pages/shell.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { seriousAxeViolations, sharedBrowser } from './browser.ts';
import { bodyHasMenuOpen, DESKTOP, focusIsInside, openShellPage, PHONE, tabUntil } from './shell-page.ts';

let server: TestServer;
let browser: Browser;

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

const open = (path: string, viewport: { width: number; height: number }) => openShellPage(browser, server, path, viewport);

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

  test('a page written with the navigation and footer kept from another page hydrates cleanly, and a changed menu is written anew', async () => {
    // The first page renders the navigation and the footer; the next is written with them as kept (docs/decisions/031).
    await fetch(`${server.url}/delivery/`);
    const { page, context, errors } = await open('/?kept=1', DESKTOP);
    const bikes = page.locator('.main-nav__trigger', { hasText: 'Bikes' });
    await bikes.click();
    await page
      .locator(`[id="${await bikes.getAttribute('aria-controls')}"]`)
      .getByRole('link', { name: 'Gravel' })
      .waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.locator('footer').getByRole('link', { name: 'Delivery' }).click();
    await page.waitForURL(`${server.url}/delivery/`);
    expect(errors).toEqual([]);
    await context.close();

    await server.database.db.query(
      `insert into menu_entries (id, menu, locale, level, lft, parent_id, title, url) values ('winter-sale', 'main', 'en', 1, 950, null, 'Winter sale', '/sale/')`,
    );
    clearShellCache();
    try {
      const html = await (await fetch(`${server.url}/?kept=2`)).text();
      expect(html).toContain('>Winter sale</a>');
    } finally {
      await server.database.db.query(`delete from menu_entries where id = 'winter-sale'`);
      clearShellCache();
    }
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

describe('accessibility of the open menus', () => {
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
});
