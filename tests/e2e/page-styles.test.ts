import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stylesheetIds } from '../../domain/stylesheets.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { openPage, sharedBrowser, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Notes, the moment the finance calculator is put into the page, whether it is styled already (a grid, not a plain section). */
async function watchCalculatorStyle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const calculator = document.querySelector('.finance-calculator');
      if (!calculator) return;
      (window as unknown as { calculatorDisplay?: string }).calculatorDisplay = getComputedStyle(calculator).display;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const calculatorDisplayOnArrival = (page: Page) => page.evaluate(() => (window as unknown as { calculatorDisplay?: string }).calculatorDisplay);

describe("a page's stylesheet on a client navigation (docs/decisions/026-a-stylesheet-per-page.md)", () => {
  test('a client navigation to a page with blocks the first page lacks loads their styles before it shows them, and only those', async () => {
    const { page, errors, context } = await openPage(browser);
    await watchCalculatorStyle(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/delivery/`);
    await waitForHydration(page);
    expect(stylesheets).toHaveLength(1);
    const first = stylesheetIds(stylesheets[0] as string) ?? [];
    await page.locator('footer a[href="/finance/"]').click();
    await page.waitForURL(`${server.url}/finance/`);
    await page.locator('.finance-calculator').waitFor();
    expect(await calculatorDisplayOnArrival(page)).toBe('grid');
    // One more stylesheet: the ones /finance/ needs beyond /delivery/'s, none again.
    expect(stylesheets).toHaveLength(2);
    const added = stylesheetIds(stylesheets[1] as string) ?? [];
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((id) => first.includes(id))).toEqual([]);
    // Back and forth again loads nothing more.
    await page.goBack();
    await page.waitForURL(`${server.url}/delivery/`);
    await page.locator('footer a[href="/finance/"]').click();
    await page.waitForURL(`${server.url}/finance/`);
    await page.locator('.finance-calculator').waitFor();
    expect(stylesheets).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a navigation that needs a stylesheet an earlier one is still loading waits for it too', async () => {
    const { page, errors, context } = await openPage(browser);
    await watchCalculatorStyle(page);
    await page.goto(`${server.url}/delivery/`);
    await waitForHydration(page);
    // The finance page's stylesheet is held back until the second navigation's page tree is in.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith('/assets/css'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const pageTree = () =>
      page.waitForResponse((response) => new URL(response.url()).pathname === '/finance/' && response.request().resourceType() === 'fetch');
    const first = pageTree();
    await page.locator('footer a[href="/finance/"]').click();
    await first;
    const second = pageTree();
    await page.locator('footer a[href="/finance/"]').click();
    await second;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator('.finance-calculator').count(), 'nothing of the page is shown before its styles').toBe(0);
    release();
    await page.locator('.finance-calculator').waitFor();
    expect(await calculatorDisplayOnArrival(page)).toBe('grid');
    expect(errors).toEqual([]);
    await context.close();
  });
});
