import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NECESSARY_ONLY } from '../../domain/consent/consent.ts';
import { readClientAssets } from '../../server/render/assets.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

const SHOTS = join(tmpdir(), 'storefront-consent-screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Cookies the shop needs to work: these may be set before any choice. */
const NECESSARY_COOKIES = ['cart_id', 'location', 'esw-location', 'esw-currency', 'i18n_redirected', 'site', 'awc'];

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const dataLayerEvents = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name);

/** Holds back the app's entry script, so the page runs its boot script alone; the returned function lets it load. */
async function holdBackApp(page: Page): Promise<() => void> {
  const entry = `/${readClientAssets().js}`;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/** Presses Tab until the focused element matches, at most `limit` times; returns whether it got there. */
async function tabUntil(page: Page, selector: string, limit = 200): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
  }
  return false;
}

describe('a first visit', () => {
  test('asks with the banner only after the store-IP check, and sets nothing but necessary cookies until accepted', async () => {
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, consent: false });
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/sandbox/public-ip' || url.pathname === '/nuxt/api/check-store-ip') calls.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await banner(page).waitFor({ state: 'visible' });
    // The visitor's IP first, then the check (spec section 7).
    expect(calls).toEqual(['GET /sandbox/public-ip', 'POST /nuxt/api/check-store-ip']);

    expect((await cookieNames(page)).filter((name) => !NECESSARY_COOKIES.includes(name))).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    // No outside script either: every script is the shop's own.
    const scriptOrigins = await page.evaluate(() => [...document.scripts].filter((s) => s.src).map((s) => new URL(s.src).origin));
    expect(scriptOrigins.filter((origin) => origin !== server.url)).toEqual([]);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, 'banner-1366.png') });

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')).toMatchObject({ value: 'necessary.analytics.marketing', sameSite: 'Lax' });
    // The data layer starts with the page's own event, which waited for the choice.
    await expect.poll(() => dataLayerEvents(page)).toContain('homePageView');

    // Remembered: the next page asks nothing and pushes its events at once.
    await page.goto(`${server.url}/blog/`);
    await waitForHydration(page);
    await expect.poll(() => dataLayerEvents(page)).toContain('blogListerView');
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('before the app is in, the banner shows once the store-IP check answers, and its buttons work', async () => {
    const { page, context, errors } = await openPage(browser, { ...PHONE, consent: false });
    // The app's entry held back: the page stays as the server wrote it, with only its boot script running.
    const release = await holdBackApp(page);
    const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/nuxt/api/check-store-ip');
    await page.goto(`${server.url}/`);
    await checked;
    await banner(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('necessary.analytics.marketing');
    expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();

    // Once the app is live the choice stands: no banner, and the data layer has the page's event.
    release();
    await waitForHydration(page);
    await expect.poll(() => dataLayerEvents(page)).toContain('homePageView');
    expect(await page.locator('.consent-banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a phone the banner is axe clean, and "Necessary only" keeps the data layer off', async () => {
    const { page, context, errors } = await openPage(browser, { ...PHONE, consent: false });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await banner(page).waitFor({ state: 'visible' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, 'banner-390.png') });

    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('necessary');
    await page.goto(`${server.url}/blog/`);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  // A phone of Lighthouse's size. The banner's text is shorter than a lister's first picture is
  // large, so the page's largest paint stays the page's own content, drawn before the banner.
  for (const [path, locale, title] of [
    ['/bikes/', 'en-GB', 'Cookies on this site'],
    ['/de/bikes/', 'de-DE', 'Cookies auf dieser Website'],
  ] as const) {
    test(`on a phone the banner is not the largest paint of ${path}: the first picture is`, async () => {
      const { page, context } = await openPage(browser, { width: 412, height: 823, consent: false, locale });
      await page.goto(`${server.url}${path}`);
      await page.getByRole('region', { name: title }).waitFor({ state: 'visible' });
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            // Two frames, so that the banner's paint has been reported.
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                new PerformanceObserver((list) => {
                  const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element;
                  resolve(element?.closest('.consent-banner') ? 'the banner' : (element?.className ?? 'nothing'));
                }).observe({ type: 'largest-contentful-paint', buffered: true });
              }),
            );
          }),
      );
      expect(largest).toBe('product-image');
      await context.close();
    });
  }

  test('the German site asks in German', async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, consent: false, locale: 'de-DE' });
    await page.goto(`${server.url}/de/`);
    await waitForHydration(page);
    const german = page.getByRole('region', { name: 'Cookies auf dieser Website' });
    await german.waitFor({ state: 'visible' });
    expect(await german.getByRole('button', { name: 'Alle akzeptieren' }).isVisible()).toBe(true);
    expect(await german.getByRole('link', { name: 'Unsere Cookie-Richtlinie lesen' }).getAttribute('href')).toBe('/de/cookies/');
    await context.close();
  });
});

describe('the preferences dialog', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`opens from the footer by keyboard, traps focus, closes on Escape and records a choice (${viewport.width} px)`, async () => {
      const { page, context, errors } = await openPage(browser, { ...viewport, consent: NECESSARY_ONLY });
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      expect(await tabUntil(page, '.site-footer__consent')).toBe(true);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
      await dialog.waitFor({ state: 'visible' });
      const focusInside = () => page.evaluate(() => document.querySelector('.consent-dialog__panel')?.contains(document.activeElement) ?? false);
      expect(await focusInside()).toBe(true);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside()).toBe(true);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      await lookAt(page, { path: join(SHOTS, `preferences-${viewport.width}.png`) });

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('site-footer__consent'))).toBe(true);

      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.getByRole('checkbox', { name: 'Analytics' }).isChecked()).toBe(false);
      await dialog.getByRole('checkbox', { name: 'Analytics' }).focus();
      await page.keyboard.press('Space');
      expect(await dialog.getByRole('checkbox', { name: 'Analytics' }).isChecked()).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: 'Necessary' }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Save preferences' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('necessary.analytics');
      await expect.poll(() => dataLayerEvents(page)).toContain('homePageView');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('a visitor on a store IP', () => {
  let store: TestServer;
  beforeAll(async () => {
    store = await startTestServer({ env: { STORE_IP_ADDRESSES: '127.0.0.1, ::1' } });
  });
  afterAll(async () => store?.close());

  test('never sees the banner', async () => {
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, consent: false });
    // The app's entry held back: the boot script alone must not show the banner either.
    const release = await holdBackApp(page);
    const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/nuxt/api/check-store-ip');
    await page.goto(`${store.url}/`);
    expect(await (await checked).json()).toEqual({ isStoreIp: true });
    // Give the answer time to reach the page: the banner must still not appear.
    await page.waitForTimeout(300);
    expect(await page.locator('.consent-banner').isVisible()).toBe(false);
    release();
    await waitForHydration(page);
    expect(await page.locator('.consent-banner').count()).toBe(0);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the marketing snippet', () => {
  let marketing: TestServer;
  let broken: TestServer;
  beforeAll(async () => {
    [marketing, broken] = await Promise.all([
      startTestServer({ env: { BLOOMREACH_TOKEN: 'tok-12345678', BLOOMREACH_SCRIPT_URL: '/assets/marketing-double.js' } }),
      startTestServer({ env: { BLOOMREACH_TOKEN: 'tok-12345678', BLOOMREACH_SCRIPT_URL: '/assets/no-such-snippet.js' } }),
    ]);
  });
  afterAll(async () => {
    await marketing?.close();
    await broken?.close();
  });

  test('is injected only after marketing consent, and starts in the UK region with visits tracked and async experiments', async () => {
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, consent: false });
    await page.goto(`${marketing.url}/`);
    await waitForHydration(page);
    await banner(page).waitFor({ state: 'visible' });
    expect(await page.locator('#marketing-snippet').count()).toBe(0);
    expect(await page.evaluate(() => 'exponea' in window)).toBe(false);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { exponea?: { started: unknown[] } }).exponea?.started))
      .toEqual([{ token: 'tok-12345678', target: 'https://api.uk.exponea.com', track: { visits: true }, experiments: { mode: 'async' } }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('is not injected with analytics consent alone', async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, consent: { analytics: true, marketing: false } });
    await page.goto(`${marketing.url}/`);
    await waitForHydration(page);
    await expect.poll(() => dataLayerEvents(page)).toContain('homePageView');
    expect(await page.locator('#marketing-snippet').count()).toBe(0);
    await context.close();
  });

  test("without its client object the page logs 'Bloomreach script failed to load'", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(`${broken.url}/`);
    await waitForHydration(page);
    await expect.poll(() => errors).toContain('Bloomreach script failed to load');
    await context.close();
  });
});
