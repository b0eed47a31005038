import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration, markDocument, documentMark } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const cards = (page: Page) => page.locator('.product-grid .product-card');
const markPage = (page: Page) => markDocument(page, 'same document');
const samePage = async (page: Page) => (await documentMark(page)) === 'same document';

describe('the category lister in a browser', () => {
  test('choosing a filter changes the URL and the results without a page load, and back restores them', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/bikes/`);
    await waitForHydration(page);
    await markPage(page);
    const before = await page.locator('.product-lister__count').textContent();
    await page.locator('[data-filter="material"] summary').click();
    const option = page.locator('[data-filter="material"] a[data-value="titanium"]');
    const promised = Number(await option.locator('.filter-option__count span[aria-hidden]').textContent());
    await option.click();
    await page.waitForURL(`${server.url}/bikes/?material=titanium`);
    await page.locator('.product-lister__count', { hasText: `${promised} product` }).waitFor();
    expect(await cards(page).count()).toBe(promised);
    expect(await samePage(page)).toBe(true);
    expect(await page.locator('[data-filter="material"] a[data-value="titanium"]').getAttribute('class')).toContain('is-selected');
    await page.goBack();
    await page.waitForURL(`${server.url}/bikes/`);
    await page.locator('.product-lister__count', { hasText: before ?? '' }).waitFor();
    await page.goForward();
    await page.waitForURL(`${server.url}/bikes/?material=titanium`);
    expect(await samePage(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a filter keeps the page where the shopper scrolled to, and a colour replaces the history entry instead of adding one', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/bikes/`);
    await waitForHydration(page);
    await markPage(page);
    const group = page.locator('[data-filter]').last();
    await group.locator('summary').click();
    const option = group.locator('a.filter-option').last();
    await option.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    await option.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    const href = await option.getAttribute('href');
    await option.click();
    await page.waitForURL(`${server.url}${href}`);
    await page.waitForTimeout(300);
    expect(await samePage(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    await page.goto(`${server.url}/endurance-sl-sport/`);
    await waitForHydration(page);
    await markPage(page);
    const entries = await page.evaluate(() => history.length);
    await page.locator('.colour-swatch:not(.is-selected)').first().click();
    await page.waitForURL(/\?colour=/);
    expect(await samePage(page)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await context.close();
    expect(errors).toEqual([]);
  });

  test('load more adds 12 products and keeps the URL shareable', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/bikes/`);
    await waitForHydration(page);
    await markPage(page);
    expect(await cards(page).count()).toBe(24);
    await page.locator('.product-lister__load-more').click();
    await page.waitForURL(`${server.url}/bikes/?page=2`);
    await page.locator('#product-36').waitFor();
    expect(await cards(page).count()).toBe(36);
    expect(await samePage(page)).toBe(true);
    const shared = await browser.newPage();
    await shared.goto(`${server.url}/bikes/?page=2`);
    expect(await cards(shared).count()).toBe(36);
    await shared.close();
    await context.close();
  });

  test('sorting by price applies on change and the order follows the price', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/components/`);
    await waitForHydration(page);
    const prices = await server.database.db.query<{ sku: string; final_price: number }>(
      "select p.sku, p.final_price from catalog_products p join catalog_category_products cp on cp.product_id = p.id join catalog_categories c on c.id = cp.category_id where c.url_path = 'components' order by p.final_price, p.id",
    );
    await page.locator('#lister-sort').selectOption('price_asc');
    await page.waitForURL(`${server.url}/components/?sort=price_asc`);
    await page.locator(`.product-grid li:first-child [data-sku="${prices[0]?.sku}"]`).waitFor();
    const skus = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-sku')));
    const byPrice = new Map(prices.map((p) => [p.sku, p.final_price]));
    const shown = skus.map((sku) => byPrice.get(sku ?? '') ?? -1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    await context.close();
  });

  test('without JavaScript the filters are plain links and the price form submits', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/bikes/`);
    await page.locator('[data-filter="discipline"] a[data-value="gravel"]').click();
    await page.waitForURL(`${server.url}/bikes/?discipline=gravel`);
    expect(await cards(page).count()).toBe(7);
    await page.locator('input[name="price_to"]').fill('3000');
    await page.locator('.price-filter button').click();
    await page.waitForURL(/price_to=3000/);
    const prices = await server.database.db.query<{ n: number }>(
      "select count(*)::int as n from catalog_products p join catalog_category_products cp on cp.product_id = p.id where cp.category_id = 1 and p.discipline = 'gravel' and p.final_price <= 300000",
    );
    expect(await cards(page).count()).toBe(prices[0]?.n);
    await context.close();
  });

  test('on a phone the filters open in a drawer whose "Show N results" follows the selection and closes it on the results; groups of one value are left out', async () => {
    const { page, errors, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/bikes/road/`);
    await waitForHydration(page);
    const tree = await (await fetch(`${server.url}/bikes/road/`, { headers: { accept: 'application/json' } })).json();
    type Facet = { code: string; options: unknown[] };
    const facetsIn = (node: { type?: string; props?: { facets?: Facet[] }; children?: unknown[] }): Facet[] =>
      node.type === 'product-lister' ? (node.props?.facets ?? []) : (node.children ?? []).flatMap((child) => facetsIn(child as typeof node));
    // Every road bike is a road bike: the group could only ever offer one value.
    expect(facetsIn((tree as { root: never }).root).find((f) => f.code === 'discipline')?.options).toHaveLength(1);
    expect(await page.locator('[data-filter="discipline"]').count()).toBe(0);
    expect(await page.locator('[data-filter="colour"]').count()).toBe(1);

    const total = Number((await page.locator('.product-lister__count').textContent())?.match(/\d+/)?.[0]);
    await page.locator('.lister-filters__toggle').click();
    const drawer = page.locator('.lister-filters__panel[open]');
    await drawer.waitFor();
    expect(await drawer.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const show = page.getByRole('button', { name: `Show ${total} results` });
    expect(await show.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(tmpdir(), 'storefront-lister-drawer-390.png') });

    const option = page.locator('[data-filter="colour"] a[data-value]').first();
    const promised = Number(await option.locator('.filter-option__count span[aria-hidden]').textContent());
    await option.click();
    await page.waitForURL(/colour=/);
    await page.getByRole('button', { name: new RegExp(`^Show ${promised} results?$`) }).waitFor();
    expect(await drawer.count()).toBe(1);
    await page.getByRole('button', { name: new RegExp(`^Show ${promised} results?$`) }).click();
    expect(await page.locator('.lister-filters__panel[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lister-results');
    expect(await cards(page).count()).toBe(Math.min(promised, 12));

    await page.locator('.lister-filters__toggle').click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('.lister-filters__panel[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('lister-filters__toggle');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a shopper abroad reads and types the price filter in their own currency; the URL keeps pounds, with or without JavaScript', async () => {
    const json = (await (await fetch(`${server.url}/bikes/road/?country=DE`, { headers: { accept: 'application/json' } })).json()) as {
      shell: { location: { rate: string; currency: string } };
    };
    const { rate, currency } = json.shell.location;
    expect(currency).toBe('EUR');
    const euros = 2500;
    const pounds = Math.ceil(Math.round((euros / Number(rate)) * 100) / 100);
    const [within] = await server.database.db.query<{ n: number }>(
      `select count(*)::int as n from catalog_category_products cp join catalog_categories c on c.id = cp.category_id
        join catalog_products p on p.id = cp.product_id where c.url_path = 'bikes/road' and p.visible and p.final_price <= $1`,
      [pounds * 100],
    );

    const { page, errors, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/bikes/road/?country=DE`);
    await waitForHydration(page);
    await page.locator('.lister-filters__toggle').click();
    expect(await page.getByLabel('To (€)').inputValue()).toBe(String(Math.round(10000 * Number(rate))));
    expect(await page.locator('.filter-group--price .filter-option__label').first().textContent()).toContain('€');
    await page.getByLabel('To (€)').fill(String(euros));
    await page.getByRole('button', { name: 'Apply price' }).click();
    await page.waitForURL(`${server.url}/bikes/road/?price=0_${pounds}`);
    await page.locator('.product-lister__count', { hasText: `${within!.n} product` }).waitFor();
    expect(await page.getByLabel('To (€)').inputValue()).toBe(String(Math.round(pounds * Number(rate))));
    expect(errors).toEqual([]);
    await context.close();

    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(`${server.url}/bikes/road/?country=DE`);
    await noScript.locator('input[name="price_to"]').fill(String(euros));
    await noScript.locator('.price-filter button').click();
    await noScript.waitForURL(/price_currency=EUR/);
    expect(await noScript.locator('.product-lister__count').textContent()).toContain(`${within!.n} product`);
    await plain.close();
  });

  test('on a phone the cards below the first rows and the footer are laid out only as they come near the screen, and nothing on screen moves when they are', async () => {
    const { page, errors, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/bikes/`);
    await waitForHydration(page);
    const rendered = (selector: string) =>
      page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    const items = page.locator('.product-grid > li');
    expect(await items.count()).toBeGreaterThan(12);
    // The first rows are drawn with the page; the last card and the footer wait below the screen.
    expect(await rendered('.product-grid > li:first-child .product-card__name')).toBe(true);
    expect(await rendered('.product-grid > li:last-child .product-card__name')).toBe(false);
    expect(await rendered('.site-footer--full .site-footer__inner')).toBe(false);

    // Scrolling down draws them; what the shopper sees does not shift as the cards below take their own height.
    await page.evaluate(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift' });
      Object.assign(window, { shifts });
    });
    for (let step = 1; step <= 30; step += 1) {
      await page.mouse.wheel(0, 400);
      if (await rendered('.site-footer--full .site-footer__inner')) break;
    }
    expect(await rendered('.product-grid > li:last-child .product-card__name')).toBe(true);
    expect(await rendered('.site-footer--full .site-footer__inner')).toBe(true);
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(shifted).toBeLessThan(0.01);

    // A card drawn late shows the whole of its focus ring, which lies outside the card, as the first card does.
    const ringAbove = async (nth: number) => {
      const link = page.locator(`.product-grid > li:nth-child(${nth}) .product-card__link`);
      await link.scrollIntoViewIfNeeded();
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const box = await link.boundingBox();
      if (!box) throw new Error(`card ${nth} has no box`);
      // One row of pixels 3 px above the link: the ring is drawn 2 to 4 px outside it.
      const png = await page.screenshot({ clip: { x: box.x + 10, y: box.y - 3, width: box.width - 20, height: 1 } });
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      let focusColoured = 0;
      for (let at = 0; at < data.length; at += info.channels) if ((data[at + 2] ?? 0) > 150 && (data[at] ?? 255) < 80) focusColoured += 1;
      return focusColoured / info.width;
    };
    expect(await ringAbove(1)).toBeGreaterThan(0.9);
    expect(await ringAbove(await items.count())).toBeGreaterThan(0.9);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('axe finds no serious or critical issue on a lister', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/bikes/road/?colour=signal-red`);
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
