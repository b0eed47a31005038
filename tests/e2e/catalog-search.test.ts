import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { axeViolations, sharedBrowser, lookAt, openPage, waitForHydration } from './browser.ts';

const SHOTS = join(tmpdir(), 'storefront-search-screenshots');

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
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
    await page.getByRole('button', { name: 'Open search' }).click();
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
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.locator('.site-header .search-typeahead input').fill('helmet');
    await page.locator('.site-header .search-typeahead input').press('Enter');
    await page.waitForURL(`${server.url}/search/?q=helmet`);
    await page.locator('.search-form__message', { hasText: 'Results for “helmet”' }).waitFor();
    expect(await page.locator('.product-grid .product-card').count()).toBe(4);
    await context.close();
  });

  test.each([
    { language: 'en', prefix: '', typed: 'helmit', link: 'Did you mean “helmet”?', meant: 'helmet', results: 'Results for “helmet”', found: 'Aries helmet' },
    {
      language: 'de',
      prefix: '/de',
      typed: 'Sattl',
      link: 'Meintest du „sättel“?',
      meant: 'sättel',
      results: 'Ergebnisse für „sättel“',
      found: 'Brooks B17 Ledersattel',
    },
  ])('a misspelt search ($language) offers "did you mean" as a link, and following it by keyboard finds the products', async (c) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1366]) {
      const { page, context, errors } = await openPage(browser, { width, height: 900, locale: c.language === 'de' ? 'de-DE' : 'en-GB' });
      await page.goto(`${server.url}${c.prefix}/search/`);
      await waitForHydration(page);
      await page.locator('#search-page-input').fill(c.typed);
      await page.locator('#search-page-input').press('Enter');
      const link = page.locator('.search-form__did-you-mean a', { hasText: c.link });
      await link.waitFor();
      expect(await page.locator('.product-grid .product-card').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await lookAt(page, { path: join(SHOTS, `did-you-mean-${c.language}-${width}.png`), fullPage: false });
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}${c.prefix}/search/?q=${encodeURIComponent(c.meant)}`);
      await page.locator('.search-form__message', { hasText: new RegExp(`^${c.results}$`) }).waitFor();
      await page.locator('.product-card', { hasText: c.found }).first().waitFor();
      expect(await page.locator('.search-form__did-you-mean').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
