import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { amountIn, payAtPartner } from '../helpers/partner-checkout.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, openPage, waitForHydration } from './browser.ts';

const KIT = 'NV-1054'; // £29.99

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ env: { TRUST_PROXY: 'loopback' } }), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the account shows what an international order cost', () => {
  test.each([
    ['HU', 'HUF', 'hu-HU'],
    ['JP', 'JPY', 'ja-JP'],
    ['DE', 'EUR', 'de-DE'],
  ])('an order paid in %s (%s) shows the amount paid in the orders list and on the order page', async (country, currency, locale) => {
    const { shopper, orderNumber, paidText } = await payAtPartner(server.url, country, KIT, 2);
    const paid = amountIn(paidText, locale);
    const { page, context } = await openPage(browser);
    await context.addCookies([...shopper.cookies].map(([name, value]) => ({ name, value: encodeURIComponent(value), url: server.url })));
    const shown = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(paid);

    await page.goto(`${server.url}/my-account/orders/`);
    await waitForHydration(page);
    const row = page.locator('tr', { hasText: orderNumber });
    await row.waitFor();
    expect(await row.textContent()).toContain(shown);

    await page.goto(`${server.url}/my-account/orders/${orderNumber}/`);
    await waitForHydration(page);
    await page.locator('.account-order', { hasText: 'Grand total' }).waitFor();
    expect(await page.locator('.account-order').textContent()).toContain(shown);
    await context.close();
  });
});
