import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blockTypesOf } from '../../block-registry/index.ts';
import type { PageTree } from '../../schemas/generated/index.ts';
import { readClientAssets } from '../../server/render/assets.ts';
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

describe('the storefront in a browser', () => {
  test('home renders with navigation and footer, hydrates, and logs no errors', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await page.locator('nav.main-nav').isVisible()).toBe(true);
    expect(await page.locator('footer.site-footer').isVisible()).toBe(true);
    expect(await page.title()).toBe('Northvale Cycles');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a page starts its scripts once its first pictures are in, all at once, and moving to a page with other blocks loads them before showing it', async () => {
    // A fresh page: the scripts come from the network, not from an earlier test's cache.
    const { page, errors, context } = await openPage(browser, { fresh: true });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    // The document's one script tag is the boot script, its own chunk preloaded beside it; the boot
    // script preloads every script the server listed for the page.
    const { boot, bootChunks = [] } = readClientAssets();
    const bootFiles = [boot, ...bootChunks].map((file) => `/${file}`);
    const tags = await page.$$eval('script[src]', (found) => found.map((script) => new URL((script as HTMLScriptElement).src).pathname));
    expect(tags).toEqual([`/${boot}`]);
    const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded.filter((file) => bootFiles.includes(file))).toEqual(bootFiles.slice(1));
    // Every script hydration needed was preloaded at once, so none waited for another to arrive first.
    const loaded = [...scripts].filter((script) => !bootFiles.includes(script));
    const listed = preloaded.filter((file) => !bootFiles.includes(file));
    expect(loaded.filter((script) => !listed.includes(script))).toEqual([]);
    expect(loaded.length).toBe(new Set(listed).size);
    // The page's first pictures had the line to themselves: its scripts were asked for only after they arrived.
    const timing = await page.evaluate((boots) => {
      const pictures = [...document.images].filter((image) => image.fetchPriority === 'high').map((image) => image.currentSrc);
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scriptStarts = entries
        .filter((entry) => entry.name.endsWith('.js') && !boots.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      const pictureEnds = entries.filter((entry) => pictures.includes(entry.name)).map((entry) => entry.responseEnd);
      return { pictures: pictureEnds.length, lastPicture: Math.max(...pictureEnds), firstScript: Math.min(...scriptStarts) };
    }, bootFiles);
    expect(timing.pictures).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThan(timing.lastPicture);
    const homeScripts = new Set(scripts);

    await markDocument(page, 'still here');
    await page.locator('main a[href="/bikes/"]').first().click();
    await page.waitForURL(`${server.url}/bikes/`);
    await page.locator('.product-lister .product-card').first().waitFor();
    expect(await documentMark(page)).toBe('still here');
    // The lister's blocks show products, so none is in the entry bundle: their chunks, and only those, came before it showed.
    const { blocks: blockFiles = {} } = readClientAssets();
    const listerTree = (await (await fetch(`${server.url}/bikes/`, { headers: { accept: 'application/json' } })).json()) as PageTree;
    const listerFiles = new Set(blockTypesOf(listerTree.root).flatMap((type) => (blockFiles[type] ?? []).map((file) => `/${file}`)));
    const forLister = [...scripts].filter((script) => !homeScripts.has(script));
    expect(forLister.length).toBeGreaterThan(0);
    expect(forLister.filter((script) => !listerFiles.has(script))).toEqual([]);
    const listerScripts = new Set(scripts);

    // A bike's page names other blocks loaded lazily (its model, finance calculator, reviews): their chunks come before it shows.
    await page.locator('.product-lister .product-card__link').first().click();
    await page.waitForURL((url) => url.pathname !== '/bikes/');
    await page.locator('main h1').first().waitFor();
    expect(await documentMark(page)).toBe('still here');
    expect([...scripts].filter((script) => !listerScripts.has(script)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a page that shows prices readies number formatting on a worker of its own before it hydrates; a page with none starts no worker', async () => {
    const { numberWarmUp } = readClientAssets();
    const workersOn = async (path: string, { expectOne }: { expectOne: boolean }) => {
      const { page, errors, context } = await openPage(browser);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
      // The browser reports a worker a moment after the page makes it: on a busy machine, after hydration.
      const started = expectOne ? page.waitForEvent('worker', { timeout: 10_000 }) : undefined;
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      await started;
      await context.close();
      // A worker the page's Content-Security-Policy refused would be an error here.
      expect(errors, path).toEqual([]);
      return workers;
    };
    expect(await workersOn('/bikes/', { expectOne: true })).toEqual([`/${numberWarmUp}`]);
    expect(await workersOn('/delivery/', { expectOne: false })).toEqual([]);
  });

  test('moving between two content pages happens without a full page load', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await markDocument(page, 'still here');
    await page.locator('footer a[href="/delivery/"]').click();
    await page.waitForURL(`${server.url}/delivery/`);
    await page.locator('h1', { hasText: 'Delivery' }).waitFor();
    expect(await documentMark(page)).toBe('still here');
    expect(await page.title()).toBe('Delivery | Northvale Cycles');
    // The canonical link is the new page's, at the site's origin as the server writes it.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(new URL('/delivery/', server.config.siteUrls.uk).href);
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await page.locator('h1', { hasText: 'Bikes built around you' }).waitFor();
    expect(await documentMark(page)).toBe('still here');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('once the server names a new build the next page loads in full, at most once per path in ten seconds', async () => {
    const { page, errors, context } = await openPage(browser);
    // The server answers page trees as if a new build were out; HTML stays as it is.
    await page.route(`${server.url}/delivery/`, async (route) => {
      if (!route.request().headers()['accept']?.includes('application/json')) return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-build': 'assets/app-NEWER.js' } });
    });
    const marker = () => documentMark(page);
    const mark = () => markDocument(page, 'still here');

    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await mark();
    await page.locator('footer a[href="/delivery/"]').click();
    await page.waitForURL(`${server.url}/delivery/`);
    await page.locator('h1', { hasText: 'Delivery' }).waitFor();
    expect(await marker()).toBeUndefined();

    // Within ten seconds the same path is not reloaded again: the app moves on in place.
    await waitForHydration(page);
    await page.locator('footer a[href="/returns/"]').click();
    await page.waitForURL(`${server.url}/returns/`);
    await mark();
    await page.locator('footer a[href="/delivery/"]').click();
    await page.waitForURL(`${server.url}/delivery/`);
    await page.locator('h1', { hasText: 'Delivery' }).waitFor();
    expect(await marker()).toBe('still here');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('back after client navigation restores the scroll position', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 700 });
    await page.goto(`${server.url}/qa/replay/long-read/`);
    await waitForHydration(page);
    const link = page.getByRole('link', { name: 'Read about delivery' });
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await link.click();
    await page.waitForURL(`${server.url}/delivery/`);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(`${server.url}/qa/replay/long-read/`);
    await page.waitForFunction((y) => window.scrollY === y, scrolled);
    await context.close();
  });

  test('a path without a trailing slash is redirected keeping query and hash', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/delivery?from=mail#returns`);
    expect(page.url()).toBe(`${server.url}/delivery/?from=mail#returns`);
    await context.close();
  });

  test('an unknown page shows the 404 error page and its button goes home', async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(`${server.url}/no-such-bike/`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByText('Page not found: /no-such-bike/').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.locator('h1', { hasText: 'Bikes built around you' }).waitFor();
    await context.close();
  });

  test('a German page shows German text', async () => {
    const { page, errors, context } = await openPage(browser, { locale: 'de-DE' });
    await page.goto(`${server.url}/de/delivery/`);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('h1').first().textContent()).toBe('Lieferung');
    expect(await page.getByRole('link', { name: 'Zum Inhalt springen' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('axe finds no serious or critical issue on home and a content page', async () => {
    const { page, context } = await openPage(browser);
    for (const path of ['/', '/delivery/']) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
