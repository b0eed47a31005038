import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { launchBrowser, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const cards = (page: Page) => page.locator('.product-grid .product-card');
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __marker: string }).__marker = 'same document';
  });
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker === 'same document');

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

  test('axe finds no serious or critical issue on a lister', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/bikes/road/?colour=signal-red`);
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
