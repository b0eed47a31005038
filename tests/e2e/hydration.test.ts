import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Visitor, visitorCookies } from '../helpers/page-visitors.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, openPage, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('hydration', () => {
  test('hydration keeps the elements the server wrote on every kind of page, shop and staff', async () => {
    // React that meets markup of another shape renders the page anew, in production without a
    // word on the console: only the identity of the elements tells.
    const cookies = await visitorCookies(server.url);
    const pages: { path: string; as?: Visitor }[] = [
      { path: '/' },
      { path: '/bikes/' },
      { path: '/endurance-sl/' },
      { path: '/endurance-sl-sport/' },
      { path: '/delivery/' },
      { path: '/blog/' },
      { path: '/checkout/', as: 'shopper-with-basket' },
      { path: '/my-account/profile/', as: 'customer' },
      { path: '/studio/pages/en/delivery/', as: 'staff' },
    ];
    for (const { path, as } of pages) {
      const { page, errors, context } = await openPage(browser);
      if (as) await context.addCookies(cookiesOf(cookies[as], server.url));
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const main = document.querySelector('main');
          Object.assign(window, { serverMain: main, serverFirstBlock: main?.firstElementChild });
        });
      });
      await page.goto(`${server.url}${path}`);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await waitForHydration(page);
      const kept = await page.evaluate(() => {
        const { serverMain, serverFirstBlock } = window as unknown as { serverMain?: Element | null; serverFirstBlock?: Element | null };
        const main = document.querySelector('main');
        return { main: Boolean(serverMain) && main === serverMain, firstBlock: Boolean(serverFirstBlock) && main?.firstElementChild === serverFirstBlock };
      });
      expect(kept, path).toEqual({ main: true, firstBlock: true });
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  test('the document is marked hydrated only once React has hydrated the page', async () => {
    const { page, errors, context } = await openPage(browser);
    // At the moment the mark appears, is the footer (outside every block) already React's?
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset['hydrated'] !== 'true') return;
        const footer = document.querySelector('footer.site-footer');
        (window as unknown as { footerWasHydrated?: boolean }).footerWasHydrated = Object.keys(footer ?? {}).some((key) => key.startsWith('__reactFiber'));
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { footerWasHydrated?: boolean }).footerWasHydrated)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('hydration writes nothing again of what the server wrote on <html> and in the head: a lang written again, even unchanged, has the browser restyle every element', async () => {
    for (const path of ['/', '/bikes/', '/endurance-sl/']) {
      const { page, errors, context } = await openPage(browser);
      await page.addInitScript(() => {
        const written: string[] = [];
        Object.assign(window, { written });
        // What the parser writes is the server's; from the end of parsing on, the client's.
        const observer = new MutationObserver((records) => {
          for (const { type, target, attributeName, oldValue } of records) {
            const element = target instanceof Element ? target : target.parentElement;
            if (!element) continue;
            // The marks of the app's own state are the client's to write.
            if (element === document.documentElement && type === 'attributes' && !attributeName?.startsWith('data-')) written.push(`<html> ${attributeName}`);
            if (element.closest('head') && element.matches('title, meta[name="description"], link[rel="canonical"], link[rel="alternate"]'))
              written.push(
                `${element.tagName.toLowerCase()} ${type === 'attributes' ? `${attributeName}: ${oldValue} → ${element.getAttribute(attributeName ?? '')}` : 'text'}`,
              );
          }
        });
        document.addEventListener('DOMContentLoaded', () =>
          observer.observe(document, { subtree: true, attributes: true, attributeOldValue: true, childList: true, characterData: true }),
        );
      });
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      // Effects elsewhere in the page may run in a later task than the hydrated mark's: wait one.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(await page.evaluate(() => (window as unknown as { written: string[] }).written), path).toEqual([]);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  test('an unknown block and a throwing block leave the rest of the page working', async () => {
    const { page, context, errors } = await openPage(browser);
    const response = await page.goto(`${server.url}/qa/replay/block-isolation/`);
    // The server rendered the page again with a boundary per block, the failed one as its fallback,
    // and says so: hydration takes the same shape, so nothing but the failed block is rendered anew.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('"blockBoundaries":true');
    const finishedBoundaries = (markup: string) => markup.match(/<!--\$-->/g)?.length ?? 0;
    await waitForHydration(page);
    expect(errors).toEqual([]);
    // Had hydration taken another shape, React would have rendered the page anew, without the server's markers.
    expect(finishedBoundaries(await page.locator('#app').innerHTML())).toBe(finishedBoundaries(html));
    expect(finishedBoundaries(html)).toBeGreaterThan(0);
    expect(await page.locator('h1', { hasText: 'Before the broken blocks' }).isVisible()).toBe(true);
    expect(await page.getByText('After the broken blocks, everything still works.').isVisible()).toBe(true);
    expect(await page.locator('[data-unknown-block="mystery-widget"]').isVisible()).toBe(true);
    expect(await page.locator('[data-block-error="qa-fault"]').isVisible()).toBe(true);
    expect(await page.locator('[data-node-id="invalid"]').isVisible()).toBe(true);
    await page.locator('.site-header__cart').click();
    await page.locator('#cart-menu').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.body.classList.contains('menu-open'))).toBe(true);
    await context.close();
  });
});

/** A Cookie header as the browser's cookies for a site. */
function cookiesOf(header: string, url: string): { name: string; value: string; url: string }[] {
  return header
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    });
}
