import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, layoutShifts, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const selectorButton = (page: Page) => page.locator('.country-selector__button');

async function openSelectorWithKeyboard(page: Page): Promise<void> {
  await selectorButton(page).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
  await page.getByRole('listbox').waitFor();
}

describe('the country selector', () => {
  test("the list's code and the cookie preferences' come when the shopper reaches for their buttons, not with the page", async () => {
    const { page, context, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const withPage = scripts.length;
    await selectorButton(page).hover();
    await expect.poll(() => scripts.length).toBe(withPage + 1);
    await openSelectorWithKeyboard(page);
    await page.keyboard.press('Escape');
    await page.locator('.site-footer__consent').focus();
    await expect.poll(() => scripts.length).toBe(withPage + 2);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(scripts.length).toBe(withPage + 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a shopper chooses Germany with the keyboard: the cookies change and the header shows euros', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await selectorButton(page).textContent()).toContain('GBP');

    await openSelectorWithKeyboard(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('listbox');
    expect(await page.locator('[role="option"][aria-selected="true"]').textContent()).toContain('United Kingdom');

    await page.keyboard.type('Germ');
    const activeId = await page.getByRole('listbox').getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${activeId}"]`).textContent()).toContain('Germany');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await waitForHydration(page);

    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ location: 'DE', 'esw-location': 'DE', 'esw-currency': 'EUR' });
    const button = await selectorButton(page).textContent();
    expect(button).toContain('Germany');
    expect(button).toContain('EUR');
    expect(await page.locator('.country-selector .country-flag').getAttribute('src')).toBe('/assets/flags/de.svg');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Escape closes the list without changing the country, and focus returns to the button', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/delivery/`);
    await waitForHydration(page);
    await openSelectorWithKeyboard(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('country-selector__button'))).toBe(true);
    expect(await selectorButton(page).getAttribute('aria-expanded')).toBe('false');
    expect((await context.cookies()).find((c) => c.name === 'location')?.value).toBe('GB');
    await context.close();
  });

  test('on a German page the list speaks German, and ?country= chosen earlier is dropped from the address', async () => {
    const { page, context } = await openPage(browser, { locale: 'de-DE' });
    await page.goto(`${server.url}/de/delivery/?country=AT`);
    await waitForHydration(page);
    expect(await selectorButton(page).textContent()).toContain('Österreich');
    await openSelectorWithKeyboard(page);
    expect(await page.getByRole('dialog').getByRole('heading').textContent()).toBe('Wähle dein Land');
    await page.getByRole('option', { name: /Schweiz/ }).click();
    await page.waitForURL(`${server.url}/de/delivery/`);
    await waitForHydration(page);
    expect(await selectorButton(page).textContent()).toContain('CHF');
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`axe finds no serious or critical issue with the selector open at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width, height: 800 });
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      await openSelectorWithKeyboard(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe('a first visit from abroad (docs/decisions/016)', () => {
  let abroad: TestServer;
  beforeAll(async () => {
    // Trusting the loopback proxy lets the browser speak for a shopper in Germany with X-Forwarded-For.
    abroad = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => abroad?.close());

  for (const width of [390, 1366]) {
    test(`at ${width} px the page written for the UK takes the shopper's country after loading, without a layout shift`, async () => {
      const { page, context, errors } = await openPage(browser, { width });
      await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.4' });
      const response = await page.goto(`${abroad.url}/bikes/`);
      expect(response?.headers()['cache-control']).toMatch(/^public/);
      expect(await response?.text()).toContain('"location":{"code":"GB"');
      await waitForHydration(page);
      await expect.poll(() => selectorButton(page).textContent()).toContain('EUR');
      await expect.poll(() => page.locator('.product-card').first().textContent()).toContain('€');
      const { shift, moved } = await layoutShifts(page);
      expect(shift, moved.join('; ')).toBeLessThan(0.01);
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
      expect(cookies).toMatchObject({ location: 'DE', 'esw-currency': 'EUR' });
      await lookAt(page, { path: `${tmpdir()}/storefront-abroad-bikes-${width}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
