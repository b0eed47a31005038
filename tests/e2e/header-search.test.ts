import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

const SHOTS = join(tmpdir(), 'storefront-header-search-screenshots');

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const LANGUAGES = [
  { language: 'en', prefix: '', locale: 'en-GB', open: 'Open search', popular: 'Popular searches', first: 'gravel bike', typed: 'volt' },
  { language: 'de', prefix: '/de', locale: 'de-DE', open: 'Suche öffnen', popular: 'Beliebte Suchen', first: 'Gravelbike', typed: 'volt' },
];

describe('the header search in a browser', () => {
  test.each(LANGUAGES)('the magnifier opens the box with popular searches, typing suggests, Escape closes it ($language)', async (c) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1366]) {
      const { page, context, errors } = await openPage(browser, { width, height: 900, locale: c.locale });
      await page.goto(`${server.url}${c.prefix}/bikes/`);
      await waitForHydration(page);
      const magnifier = page.getByRole('button', { name: c.open });
      const input = page.locator('.site-header .search-typeahead input');
      expect(await input.isVisible()).toBe(false);

      await magnifier.click();
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(page.url()).toBe(`${server.url}${c.prefix}/bikes/`);
      const list = page.getByRole('listbox', { name: c.popular });
      await list.waitFor();
      expect(await list.getByRole('option').first().textContent()).toBe(c.first);
      expect(await seriousAxeViolations(page), `popular searches at ${width} px`).toEqual([]);
      await lookAt(page, { path: join(SHOTS, `popular-${c.language}-${width}.png`) });

      await input.fill(c.typed);
      const product = page.locator('.search-typeahead__list [role="option"] .search-typeahead__name').first();
      await product.waitFor();
      expect(await seriousAxeViolations(page), `suggestions at ${width} px`).toEqual([]);
      await lookAt(page, { path: join(SHOTS, `suggestions-${c.language}-${width}.png`) });

      await input.press('Escape');
      await expect.poll(() => magnifier.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await input.isVisible()).toBe(false);
      expect(await page.locator('.search-typeahead__list').isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('a popular search is chosen with the arrow keys and Enter', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open search' }).focus();
    await page.keyboard.press('Enter');
    const input = page.locator('.site-header .search-typeahead input');
    await page.getByRole('listbox', { name: 'Popular searches' }).waitFor();
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toBe('e-bike');
    await input.press('Enter');
    await page.waitForURL(`${server.url}/search/?q=e-bike`);
    await page.locator('.search-form__message', { hasText: 'Results for “e-bike”' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each(LANGUAGES)('the results page shows one search box, and it searches ($language)', async (c) => {
    for (const width of [390, 1366]) {
      const { page, context, errors } = await openPage(browser, { width, height: 900, locale: c.locale });
      await page.goto(`${server.url}${c.prefix}/search/?q=helmet`);
      await waitForHydration(page);
      const boxes = page.locator('input[type="search"]');
      await expect.poll(async () => (await boxes.all()).length).toBeGreaterThan(0);
      const visible = [];
      for (const box of await boxes.all()) if (await box.isVisible()) visible.push(box);
      expect(visible.length, `search boxes at ${width} px`).toBe(1);
      expect(await page.locator('.site-header .search-typeahead').count()).toBe(0);
      await visible[0]?.fill('saddle');
      await visible[0]?.press('Enter');
      await page.waitForURL(`${server.url}${c.prefix}/search/?q=saddle`);
      expect(await seriousAxeViolations(page), `results page at ${width} px`).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
