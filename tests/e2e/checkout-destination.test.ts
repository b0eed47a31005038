import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { uniqueEmail } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, openPage, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ env: { NEW_CHECKOUT_ENABLED: 'false' } }), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('with the new checkout off, a signed-in UK shopper goes from the basket to the old checkout address', async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto(`${server.url}/auth/register/?country=GB`);
  await waitForHydration(page);
  await page.getByLabel('First name').fill('Cass');
  await page.getByLabel('Last name').fill('Sprinter');
  await page.getByLabel('Email').fill(uniqueEmail('old-checkout'));
  await page.locator('input[name="password"]').fill('Pedal-power-99');
  await page.getByLabel('Confirm password').fill('Pedal-power-99');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${server.url}/my-account/profile/`);

  await page.goto(`${server.url}/muc-off-chain-cleaning-kit/`);
  await waitForHydration(page);
  await page.locator('.add-to-cart__button').click();
  const basket = page.locator('#cart-menu');
  await basket.getByRole('link', { name: 'Checkout securely' }).click();
  await page.waitForURL(/\/sandbox\/esw\/checkout\/esw_[A-Za-z0-9_-]+\/$/);
  expect(await page.textContent('body')).toMatch(/Pay £[\d,.]+/);
  expect(errors).toEqual([]);
  await context.close();
});
