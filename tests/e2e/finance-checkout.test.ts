import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../helpers/server-process.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

// Paying with finance at the GB checkout, through the finance provider's local sandbox: the
// shopper picks a deposit and plan by keyboard, is handed to the provider's application page,
// approves or declines there, and comes back to the order, or to the checkout with the basket kept.
let server: TestServer;
let browser: Browser;
const SHOTS = join(tmpdir(), 'finance-screenshots');
const BIKE = 'ENDURANCE-SL-PRO'; // £3,999

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const port = await freePort();
  [server, browser] = await Promise.all([
    startTestServer({ port, env: { SITE_URL_UK: `http://127.0.0.1:${port}`, TRUST_PROXY: 'loopback' } }),
    sharedBrowser(),
  ]);
  await server.database.db.query('update catalog_products set stock_qty = 50 where sku = $1', [BIKE]);
  await server.database.db.query(
    "update catalog_product_sizes set stock_qty = 50 where size = 'm' and product_id = (select id from catalog_products where sku = $1)",
    [BIKE],
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const LANGUAGES = {
  en: {
    prefix: '',
    locale: 'en-GB',
    payWithFinance: 'Pay with finance',
    apply: 'Continue to your finance application',
    placed: (number: string) => `Your order ${number} is placed`,
    method: /^Finance: 48 months at 9\.9% APR, £599\.85 deposit, £[\d.,]+ a month$/,
    declined: 'Your finance application was declined',
  },
  de: {
    prefix: '/de',
    locale: 'de-DE',
    payWithFinance: 'Mit Finanzierung bezahlen',
    apply: 'Weiter zum Finanzierungsantrag',
    placed: (number: string) => `Deine Bestellung ${number} ist aufgegeben`,
    method: /^Finanzierung: 48 Monate, 9,9\s%\seffektiver Jahreszins, Anzahlung 599,85\s£, [\d.,]+\s£ im Monat$/,
    declined: 'Ihr Finanzierungsantrag wurde abgelehnt',
  },
};
type Language = keyof typeof LANGUAGES;

/** A customer with a UK address and the bike in the basket, signed in within `context` as the API signed them in. */
async function signedInWithBike(context: BrowserContext): Promise<void> {
  const shopper = new Shopper(server.url, uniqueAddress());
  const { email } = await shopper.register();
  await shopper.addUkAddress(email);
  await shopper.request('/nuxt/api/cart/create-auth');
  expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: BIKE, quantity: 1, selected_options: ['size/m'] }] })).status).toBe(200);
  await context.addCookies([...shopper.cookies].map(([name, value]) => ({ name, value: encodeURIComponent(value), url: server.url })));
}

/** Presses Tab until `selector` has focus (at most `limit` times); fails naming what it reached instead. */
async function tabTo(page: Page, selector: string, limit = 25): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  const reached = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`Tab never reached ${selector}; focus is on ${reached}`);
}

/** On the payment step, by keyboard only: Pay with finance, 15 % down, the 48-month plan, then the application. */
async function chooseFinanceByKeyboard(page: Page, language: Language, width: number): Promise<void> {
  const words = LANGUAGES[language];
  await page.locator('input[name="payWith"]').first().waitFor();
  await page.locator('input[name="deliveryMethod"]:checked').focus();
  await tabTo(page, 'input[name="payWith"]');
  await page.keyboard.press('ArrowDown');
  expect(await page.getByRole('radio', { name: words.payWithFinance }).isChecked()).toBe(true);
  await tabTo(page, '.checkout-finance select');
  await page.keyboard.press('ArrowDown');
  expect(await page.locator('.checkout-finance select').inputValue()).toBe('15');
  await tabTo(page, 'input[name="financePlan"]');
  // The representative plan is chosen first: the longest term at the lowest APR.
  expect(await page.locator('input[name="financePlan"]:checked').inputValue()).toBe('CL48-99');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const step = await page
    .locator('.checkout-step', { has: page.locator('input[name="payWith"]') })
    .evaluate((el) => ({ top: el.getBoundingClientRect().top + window.scrollY, height: el.getBoundingClientRect().height }));
  await lookAt(page, {
    path: join(SHOTS, `checkout-finance-${language}-${width}.png`),
    fullPage: true,
    clip: { x: 0, y: step.top - 8, width, height: step.height + 96 },
  });
  await tabTo(page, '.checkout__place');
  expect(await page.locator('.checkout__place').textContent()).toContain(words.apply);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/sandbox\/finance\/application\/app_[A-Za-z0-9_-]+\/$/);
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

describe('paying with finance at the checkout, through the provider sandbox', () => {
  // Each width and each language once (German on the phone, where its longer words are tightest).
  for (const [viewport, language] of [
    [PHONE, 'de'],
    [DESKTOP, 'en'],
  ] as const)
    test(`a UK shopper chooses a plan by keyboard, is approved at the provider and sees the order paid with finance (${language}, ${viewport.width} px)`, async () => {
      const words = LANGUAGES[language];
      const { page, context, errors } = await openPage(browser, { ...viewport, locale: words.locale });
      await signedInWithBike(context);
      await page.goto(`${server.url}${words.prefix}/checkout/`);
      await waitForHydration(page);
      await chooseFinanceByKeyboard(page, language, viewport.width);

      // At the provider: the application is for the order's total, 15 % down; nothing is ordered yet.
      await page.getByText('Loan amount').waitFor();
      expect(await page.locator('tfoot').textContent()).toContain('£3,399.15');
      expect(await server.database.db.query("select 1 from orders where payment_method like 'Finan%' and placed_at > now() - interval '1 second'")).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Approve the application' }).focus();
      await page.keyboard.press('Enter');

      await page.waitForURL(new RegExp(`${words.prefix}/checkout/confirmation/\\d{9}/$`));
      const number = /confirmation\/(\d{9})\//.exec(page.url())?.[1] ?? '';
      await page.getByRole('heading', { name: words.placed(number) }).waitFor();
      const method = page.locator('.account-order dd').filter({ hasText: /^Finan/ });
      await method.waitFor();
      expect(await method.textContent()).toMatch(words.method);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

  test('a declined application brings the shopper back to the checkout with the basket kept, to pay by card', async () => {
    const { page, context } = await openPage(browser, { width: 1366, height: 900 });
    await signedInWithBike(context);
    await page.goto(`${server.url}/checkout/`);
    await waitForHydration(page);
    await chooseFinanceByKeyboard(page, 'en', 1366);
    await page.getByRole('button', { name: 'Decline the application' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/\?finance=declined&application=fa_/);
    await waitForHydration(page);
    await page.getByRole('alert').filter({ hasText: LANGUAGES.en.declined }).waitFor();
    await page.locator('.checkout-summary', { hasText: 'Endurance SL Pro' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Pay by card' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: /^Place order and pay £3,999\.00$/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, 'checkout-declined-1366.png') });
    await context.close();
  });
});
