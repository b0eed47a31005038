import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ env: { TRUST_PROXY: 'loopback' } }), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The German site on the test server's one host: the site cookie of spec section 1. */
async function germanSite(context: BrowserContext) {
  await context.addCookies([{ name: 'site-env', value: 'de_de_de', url: server.url }]);
}

/**
 * What does not fit the width: the page scrolling sideways, and headings, tables, table cells and
 * buttons whose text runs past their box. A table inside its own scrolling region is allowed to be wider.
 */
function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    for (const element of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, table, th, td, dt, dd, button, .button, .cart-line, label')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 2 || element.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) continue;
      const scroller = element.closest('.table-scroll');
      if (scroller && element.tagName !== 'TABLE') continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      if (element.scrollWidth > element.clientWidth + 1 && !scroller)
        found.push(`${element.tagName.toLowerCase()} "${text}" needs ${element.scrollWidth} px, has ${element.clientWidth}`);
      else if (box.right > root.clientWidth + 1 && !element.closest('.table-scroll, .carousel, .product-photos'))
        found.push(`${element.tagName.toLowerCase()} "${text}" ends at ${Math.round(box.right)} px`);
    }
    return found;
  });
}

/** Opens every closed disclosure (size guide, FAQs), so what is in them is measured too. */
const openDisclosures = (page: Page) =>
  page.evaluate(() =>
    document.querySelectorAll('details').forEach((details) => {
      details.open = true;
    }),
  );

/** One page of each type on the German site, with what shows that it is in German. */
const GERMAN_PAGES: { type: string; path: string; shows: string }[] = [
  { type: 'home', path: '/', shows: 'Fahrräder' },
  { type: 'lister', path: '/accessories/helmets/', shows: 'Pendler-Helm MIPS' },
  { type: 'child bike', path: '/endurance-sl-sport/', shows: 'Überstandshöhe (mm)' },
  { type: 'parent bike', path: '/endurance-sl/', shows: 'Schaltgruppe' },
  { type: 'pac', path: '/wahoo-speed-and-cadence-sensor-set/', shows: 'Wahoo Geschwindigkeits- und Trittfrequenzsensor-Set' },
  { type: 'search', path: '/search/?q=trikot', shows: 'Team-Trikot' },
  { type: 'up-sell', path: '/endurance-sl-sport/review/', shows: 'Endurance Schutzblech-Set' },
  { type: 'owner', path: '/my-endurance-sl/', shows: 'Gewicht' },
  { type: 'content', path: '/delivery/', shows: 'Lieferung' },
  { type: 'sign-in', path: '/auth/login/', shows: 'Anmelden' },
];

describe('the German site at 360, 390 and 1366 px', () => {
  for (const width of [360, 390, 1366]) {
    test(`no page type of the German site clips a heading, table or button, or scrolls sideways, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: 900, locale: 'de-DE' });
      await germanSite(context);
      const problems: string[] = [];
      for (const { type, path, shows } of GERMAN_PAGES) {
        await page.goto(server.url + path);
        await waitForHydration(page);
        expect(await page.locator('html').getAttribute('lang'), path).toBe('de');
        await page.getByText(shows).first().waitFor({ state: 'attached' });
        await openDisclosures(page);
        problems.push(...(await clipped(page)).map((problem) => `${type} ${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const width of [390, 1366]) {
    test(`a German bike page shows its specification, geometry, colours and sizes in German, axe finds nothing serious, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: 900, locale: 'de-DE' });
      await germanSite(context);
      await page.goto(`${server.url}/endurance-sl-sport/`);
      await waitForHydration(page);
      const spec = page.locator('.spec-table');
      expect(await spec.locator('dt').allTextContents()).toEqual(['Rahmen', 'Gabel', 'Schaltgruppe', 'Laufräder', 'Reifen', 'Sattel', 'Gewicht']);
      expect(await spec.locator('dd').first().textContent()).toBe('Endurance SL Carbon, T800-Layup, innenverlegte Züge');
      expect(await spec.locator('dd').last().textContent()).toBe('8,6 kg');
      await page.locator('.colour-swatch[data-colour="glacier-blue"]').click();
      await page.locator('.colour-picker strong', { hasText: 'Gletscherblau' }).waitFor();
      expect(await page.locator('.size-option__label').allTextContents()).toEqual(['XS', 'S', 'M', 'L', 'XL']);
      await page.locator('.size-guide summary').click();
      // The geometry table scrolls in a region of its own, named and reached by keyboard.
      const region = page.getByRole('region', { name: 'Größen und Geometrie' });
      expect(await region.getAttribute('tabindex')).toBe('0');
      expect(await region.locator('th[scope="row"]').allTextContents()).toContain('Überstandshöhe (mm)');
      expect(await region.locator('td').allTextContents()).toEqual(expect.arrayContaining(['72,5', '73,75', '1000']));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await lookAt(page, { path: join(tmpdir(), `storefront-german-bike-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`a German shopper's basket, its confirmation and recently viewed are German, axe finds nothing serious, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: 900, locale: 'de-DE' });
      await germanSite(context);
      await page.goto(`${server.url}/aries-helmet/`);
      await waitForHydration(page);
      await page.locator('label.size-option:has(input[value="m"])').click();
      await page.locator('.add-to-cart__button').click();
      const basket = page.locator('#cart-menu');
      await basket.locator('.cart-menu__added', { hasText: 'Aries Helm' }).waitFor();
      const line = basket.locator('.cart-line[data-sku="NV-1030"]');
      expect(await line.locator('.cart-line__name').textContent()).toBe('Aries Helm');
      expect(await line.locator('.cart-line__options dt').allTextContents()).toEqual(['Größe', 'Farbe']);
      expect(await line.locator('.cart-line__options dd').allTextContents()).toEqual(['M', 'Schwarz']);
      // The basket slides in: measured once it is in place.
      await expect.poll(() => clipped(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await lookAt(page, { path: join(tmpdir(), `storefront-german-basket-${width}.png`) });
      await page.keyboard.press('Escape');
      await page.goto(`${server.url}/accessories/helmets/`);
      await waitForHydration(page);
      await page.locator('.recently-viewed .product-card', { hasText: 'Aries Helm' }).waitFor({ state: 'attached' });
      expect(await clipped(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await lookAt(page, { path: join(tmpdir(), `storefront-german-lister-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test("a signed-in German shopper's checkout summary names the lines in German and fits 360 px", async () => {
    const { page, context, errors } = await openPage(browser, { width: 360, height: 900, locale: 'de-DE' });
    await germanSite(context);
    const headers = { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' };
    await page.goto(`${server.url}/team-jersey/`);
    expect(
      (
        await page.request.post(`${server.url}/nuxt/api/auth/login`, { data: { email: 'rider@northvale.test', password: 'Northvale-demo-1' }, headers })
      ).status(),
    ).toBe(200);
    await page.request.get(`${server.url}/nuxt/api/cart/create-auth`, { headers });
    const added = await page.request.post(`${server.url}/nuxt/api/cart/add-item`, {
      data: { cartItems: [{ sku: 'NV-1041', quantity: 1, selected_options: ['size/m'] }] },
      headers,
    });
    expect(added.status()).toBe(200);
    await page.goto(`${server.url}/checkout/`);
    await waitForHydration(page);
    await page.getByText('Team-Trikot').first().waitFor();
    await openDisclosures(page);
    expect(await clipped(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(tmpdir(), 'storefront-german-checkout-360.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('German on the UK site (/de/) and English unchanged', () => {
  for (const width of [390, 1366]) {
    test(`/de/ pages on the UK site show the catalogue in German and the UK site's own pages stay English, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: 900 });
      await page.goto(`${server.url}/de/endurance-sl/`);
      await waitForHydration(page);
      await page.locator('.tier-comparison th[scope="row"]', { hasText: 'Schaltgruppe' }).waitFor();
      expect(await clipped(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto(`${server.url}/de/accessories/clothing/`);
      await waitForHydration(page);
      await page.locator('.product-card', { hasText: 'Team-Trikot' }).waitFor();
      expect(await clipped(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${server.url}/endurance-sl-sport/`);
      await waitForHydration(page);
      expect(await page.locator('.spec-table dt').first().textContent()).toBe('Frame');
      expect(await page.locator('.spec-table dd').last().textContent()).toBe('8.6 kg');
      await page.goto(`${server.url}/accessories/clothing/`);
      await waitForHydration(page);
      await page.locator('.product-card', { hasText: 'Team jersey' }).waitFor();
      expect(await page.locator('.product-card', { hasText: 'Team-Trikot' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
