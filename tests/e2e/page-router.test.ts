import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { openPage, sharedBrowser, waitForHydration, markDocument, documentMark } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const LONG_READ = '/qa/replay/long-read/';

/** Adds a link to the long read's text, where the editor's links navigate inside the app, and clicks it. */
async function followAddedLink(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    const text = document.querySelector('a[href="/delivery/"]')?.parentElement;
    const link = document.createElement('a');
    link.href = to;
    link.textContent = 'Added link';
    text?.append(' ', link);
  }, href);
  await page.getByRole('link', { name: 'Added link' }).click();
}

/** Holds the page trees of a path back until released. */
async function holdTrees(page: Page, path: string): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(`${server.url}${path}`, (route) => {
    if (!route.request().headers()['accept']?.includes('application/json')) return route.continue();
    if (released) return route.continue();
    held.push(route);
  });
  return () => {
    released = true;
    for (const route of held) void route.continue();
  };
}

describe('the browser router: a client navigation shows the next page and its address together, once its tree is in', () => {
  test('an address the store redirects shows the page it redirects to, and the address asked for never enters the history', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}${LONG_READ}`);
    await waitForHydration(page);
    await markDocument(page, 'still here');
    await followAddedLink(page, '/my-account/orders/');
    await page.waitForURL(`${server.url}/auth/login/?redirect=%2Fmy-account%2Forders%2F`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await documentMark(page)).toBe('still here');
    await page.goBack();
    await page.waitForURL(`${server.url}${LONG_READ}`);
    await page.getByRole('link', { name: 'Read about delivery' }).waitFor();
    expect(await documentMark(page)).toBe('still here');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a page whose blocks use messages the first page lacks (the cycle-to-work quote's) shows them once it is in, not their keys", async () => {
    const { page, errors, context } = await openPage(browser);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}${LONG_READ}`);
    await waitForHydration(page);
    await markDocument(page, 'still here');
    const before = loaded.length;
    await followAddedLink(page, '/cycletowork/quote/');
    await page.waitForURL(`${server.url}/cycletowork/quote/`);
    await page.getByRole('button', { name: 'Get my quote' }).waitFor();
    expect(await documentMark(page)).toBe('still here');
    expect(await page.getByLabel('Employer name').count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toMatch(/\b(quote|form|fields)\.[a-z]+[A-Za-z.]*\b/);
    // Its messages came as a script of their own, with the page's blocks.
    expect(loaded.slice(before).filter((path) => path.startsWith('/assets/') && path.endsWith('.js')).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('while the next tree loads the page and address stay and the loading bar shows; a second link followed meanwhile wins', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const release = await holdTrees(page, '/delivery/');
    await page.locator('footer a[href="/delivery/"]').click();
    await page.locator('.loading-bar[data-visible="true"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('footer a[href="/returns/"]').click();
    await page.waitForURL(`${server.url}/returns/`);
    await page.locator('h1', { hasText: 'Returns' }).waitFor();
    await page.locator('.loading-bar[data-visible="false"]').waitFor({ state: 'attached' });
    release();
    // The first navigation was given up: its tree, arriving late, changes nothing.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(new URL(page.url()).pathname).toBe('/returns/');
    expect(await page.locator('h1').first().textContent()).toContain('Returns');
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a link to another page's fragment scrolls to its element once the page is shown", async () => {
    const { page, errors, context } = await openPage(browser, { width: 1280, height: 700 });
    await page.goto(`${server.url}${LONG_READ}`);
    await waitForHydration(page);
    await followAddedLink(page, '/delivery/#delivery-contact-title');
    await page.waitForURL(`${server.url}/delivery/#delivery-contact-title`);
    // Where the browser itself puts the element when it opens that address.
    const { page: opened, context: other } = await openPage(browser, { width: 1280, height: 700 });
    await opened.goto(`${server.url}/delivery/#delivery-contact-title`);
    const where = () => document.getElementById('delivery-contact-title')?.getBoundingClientRect().top;
    const expected = await opened.evaluate(where);
    await other.close();
    expect(expected).toBeGreaterThanOrEqual(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.evaluate(where)).toBeCloseTo(expected as number, 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the skip link moves to the content without a reload, and a reload keeps the place the shopper scrolled to', async () => {
    const { page, errors, context } = await openPage(browser, { width: 1280, height: 700 });
    await page.goto(`${server.url}${LONG_READ}`);
    await waitForHydration(page);
    await markDocument(page, 'still here');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}${LONG_READ}#main`);
    expect(await documentMark(page)).toBe('still here');
    await page.goBack();
    await page.waitForURL(`${server.url}${LONG_READ}`);

    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => window.scrollY === 1500);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a page opened afresh reads no kept scroll positions on its way to hydration; a reload of it does', async () => {
    const { page, errors, context } = await openPage(browser, { width: 1280, height: 700 });
    // Every key the page reads from the tab's storage, in order.
    await page.addInitScript(() => {
      const read: string[] = [];
      Object.assign(window, { storageReads: read });
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (this === window.sessionStorage) read.push(key);
        return getItem.call(this, key);
      };
    });
    const reads = () => page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads);
    await page.goto(`${server.url}${LONG_READ}`);
    await waitForHydration(page);
    expect(await reads()).not.toContain('page-scroll-positions');

    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);
    await page.reload();
    await waitForHydration(page);
    expect(await reads()).toContain('page-scroll-positions');
    await page.waitForFunction(() => window.scrollY === 900);
    expect(errors).toEqual([]);
    await context.close();
  });
});
