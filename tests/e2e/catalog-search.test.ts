import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { launchBrowser, openPage, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('search in a browser', () => {
  test('suggestions appear after two characters and lead to the product', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const input = page.locator('.site-header .search-typeahead input');
    await input.fill('v');
    await page.waitForTimeout(500);
    expect(await page.locator('.search-typeahead__list').isVisible()).toBe(false);
    await input.fill('volt');
    const first = page.locator('.search-typeahead__list [role="option"]').first();
    await first.waitFor();
    expect(await first.locator('img').count()).toBe(1);
    expect(await first.locator('.search-typeahead__price').textContent()).toMatch(/£/);
    const name = (await first.locator('.search-typeahead__name').textContent()) ?? '';
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    await input.press('Enter');
    await page.locator('h1', { hasText: name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('pressing Enter without choosing a suggestion opens the search results', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/bikes/`);
    await waitForHydration(page);
    await page.locator('.site-header .search-typeahead input').fill('helmet');
    await page.locator('.site-header .search-typeahead input').press('Enter');
    await page.waitForURL(`${server.url}/search/?q=helmet`);
    await page.locator('.search-form__message', { hasText: 'Results for “helmet”' }).waitFor();
    expect(await page.locator('.product-grid .product-card').count()).toBe(4);
    await context.close();
  });
});
