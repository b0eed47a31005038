import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { openPage, sharedBrowser } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Screen widths on each side of the grids' changes of columns, gutters and the lister's filter column. */
const WIDTHS = [360, 412, 520, 700, 768, 950, 1024, 1250, 1300, 1366, 1600];

/**
 * For the first pictures matching `selector`: the width each is shown at and the width its
 * `sizes` names at this screen width (the first entry whose media condition matches, measured
 * on a probe element), in CSS pixels.
 */
function shownAndSaid(page: Page, selector: string) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(selector)].slice(0, 5).map((image) => {
        const entries = image.sizes.split(/,\s*/).map((entry) => /^(\([^)]*\))?\s*(.+)$/.exec(entry));
        const chosen = entries.find((entry) => !entry?.[1] || matchMedia(entry[1]).matches)?.[2] ?? '';
        const probe = document.createElement('div');
        probe.style.cssText = `position: absolute; width: ${chosen}`;
        document.body.append(probe);
        const said = probe.getBoundingClientRect().width;
        probe.remove();
        return { shown: Math.round(image.getBoundingClientRect().width), said: Math.round(said) };
      }),
    selector,
  );
}

for (const [name, path, selector] of [
  ['a lister', '/bikes/', '.product-lister .product-card img'],
  ['a parent bike page', '/endurance-sl/', '.tier-card img'],
  ["a parent bike page's gallery", '/endurance-sl/', '.bike-model__header .gallery__main'],
  ["a bike page's gallery", '/endurance-sl-sport/', '.product-detail .gallery__main'],
] as const) {
  test(`${name}: its pictures name the width they are shown at in sizes, at every screen width`, async () => {
    const { page, context } = await openPage(browser, { width: WIDTHS[0], height: 900 });
    await page.goto(`${server.url}${path}`);
    const wrong: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const pictures = await shownAndSaid(page, selector);
      expect(pictures.length).toBeGreaterThan(0);
      for (const { shown, said } of pictures) if (Math.abs(shown - said) > 1) wrong.push(`${width} px: shown at ${shown}, sizes says ${said}`);
    }
    expect(wrong).toEqual([]);
    await context.close();
  });
}
