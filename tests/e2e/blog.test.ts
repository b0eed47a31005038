import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, openPage, seriousAxeViolations, waitForHydration, markDocument, documentMark } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the journal in a browser', () => {
  test('read-more on the journal opens the post without a full page load', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/blog/`);
    await waitForHydration(page);
    await markDocument(page, 'same document');
    await page.getByRole('link', { name: 'Read more: Tubeless set-up, step by step, without the mess' }).click();
    await page.waitForURL(`${server.url}/blog/tubeless-set-up-step-by-step/`);
    await page.locator('h1', { hasText: 'Tubeless set-up, step by step, without the mess' }).waitFor();
    expect(await documentMark(page)).toBe('same document');
    expect(await page.title()).toBe('Tubeless set-up, step by step, without the mess | Northvale Cycles');
    expect(await page.getByRole('heading', { name: 'More from the journal' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to the journal' }).click();
    await page.waitForURL(`${server.url}/blog/`);
    await page.locator('h1', { hasText: 'Journal' }).waitFor();
    expect(await documentMark(page)).toBe('same document');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a tag link and the page links move through the journal in place', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/blog/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(`${server.url}/blog/?page=2`);
    await page.getByRole('link', { name: 'What actually happens in a bike fit', exact: true }).waitFor();
    await page.locator('.blog-card').first().locator('a.blog-tags__tag[href="/blog/tag/bike-fit/"]').click();
    await page.waitForURL(`${server.url}/blog/tag/bike-fit/`);
    await page.locator('h1', { hasText: 'Bike fit' }).waitFor();
    expect(await page.locator('.blog-card').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`axe finds no serious or critical issue on the journal and a post at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width, height: 800 });
      for (const path of ['/blog/', '/blog/what-happens-in-a-bike-fit/', '/de/blog/category/stories/', '/blog/tag/unicycle/']) {
        await page.goto(`${server.url}${path}`);
        await waitForHydration(page);
        expect(await seriousAxeViolations(page), `${path} at ${width} px`).toEqual([]);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
