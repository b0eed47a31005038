import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uniqueEmail } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { launchBrowser, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const KIT_PAGE = '/muc-off-chain-cleaning-kit/';
const PASSWORD = 'Pedal-power-99';

async function addKit(page: Page) {
  await page.goto(server.url + KIT_PAGE);
  await waitForHydration(page);
  await page.locator('.add-to-cart__button').click();
  await page.locator('#cart-menu .cart-line').waitFor();
}

async function registerFromBasket(page: Page, email: string) {
  await fillRegistrationFromBasket(page, email);
  // The login flow's checkout-redirect flag takes the new customer on to checkout.
  await page.waitForURL(`${server.url}/checkout/`);
  await waitForHydration(page);
}

async function fillRegistrationFromBasket(page: Page, email: string) {
  await page.locator('#cart-menu').getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL(`${server.url}/auth/register/`);
  await waitForHydration(page);
  await page.getByLabel('First name').fill('Cass');
  await page.getByLabel('Last name').fill('Sprinter');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function addAddress(page: Page) {
  await page.getByText('No Shipping Address').waitFor();
  await page.getByRole('button', { name: 'Add a new address' }).click();
  await page.getByLabel('First name').fill('Cass');
  await page.getByLabel('Last name').fill('Sprinter');
  await page.getByLabel('Phone number').fill('0113 496 0000');
  await page.getByLabel('Address line 1').fill('1 Kirkgate');
  await page.getByLabel('Town/City').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 6BZ');
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.locator('.checkout-choice', { hasText: '1 Kirkgate' }).locator('input:checked').waitFor();
}

async function pay(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.locator('.checkout__place').click();
}

describe('the GB checkout in a browser', () => {
  test('a guest signs up from the basket, lands in checkout, adds an address, pays and sees the order in the account', async () => {
    const { page, context, errors } = await openPage(browser);
    await addKit(page);
    await registerFromBasket(page, uniqueEmail('checkout'));
    await page.locator('.checkout-summary', { hasText: 'Muc-Off Chain cleaning kit' }).waitFor();
    await addAddress(page);
    await page.locator('.checkout-choice', { hasText: 'Express delivery' }).click();
    await page.getByRole('button', { name: 'Place order and pay £39.98' }).waitFor(); // £29.99 + £9.99 express

    await page.locator('.checkout__place').click();
    expect(await page.locator('.field__error', { hasText: 'Required Field' }).count()).toBe(3);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('cardNumber');

    await pay(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/checkout\/confirmation\/\d{9}\/$/);
    const number = /confirmation\/(\d{9})\//.exec(page.url())?.[1];
    await page.getByRole('heading', { name: `Your order ${number} is placed` }).waitFor();
    await page.locator('.account-order', { hasText: 'Express delivery' }).waitFor();
    expect(await page.locator('.site-header__cart-count').count()).toBe(0);

    await page.getByRole('link', { name: 'See all your orders' }).click();
    await page.waitForURL(`${server.url}/my-account/orders/`);
    await page.getByText(number!).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a declined card says so and keeps the basket; with a certificate, 3-D Secure confirmed on the bank page places the order', async () => {
    const { page, context } = await openPage(browser);
    await addKit(page);
    await registerFromBasket(page, uniqueEmail('declined'));
    await addAddress(page);
    await pay(page, '4000 0000 0000 0002');
    await page.locator('.checkout__error', { hasText: 'Your card was declined.' }).waitFor();
    expect(await page.locator('.site-header__cart-count').textContent()).toBe('1');

    // A cycle-to-work certificate pays part: a bad amount is named beside its field first.
    await page.getByLabel('Pay part with a cycle-to-work certificate').check();
    await page.getByLabel('Certificate number').fill('SBX-1000-E2ET'); // the sandbox scheme knows it: worth £10.00
    await page.getByLabel('Certificate amount in pounds').fill('ten');
    await page.getByLabel('Issued by').selectOption('Cyclescheme');
    await page.locator('.checkout__place').click();
    await page.locator('.field__error', { hasText: 'Enter the amount on your certificate' }).waitFor();
    await page.getByLabel('Certificate amount in pounds').fill('10.00');
    await page.getByRole('button', { name: 'Place order and pay £24.98' }).waitFor(); // £29.99 + £4.99 standard − £10 certificate

    await page.getByLabel('Card number').fill('4000 0000 0000 3220');
    await page.locator('.checkout__place').click();
    await page.waitForURL(/\/sandbox\/payments\/challenge\//);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/checkout\/confirmation\/\d{9}\/$/);
    await page.locator('.account-order', { hasText: 'Muc-Off Chain cleaning kit' }).waitFor();
    await page.locator('.account-order', { hasText: 'Cyclescheme' }).waitFor();
    await context.close();
  });

  test('a shopper in Germany checks out through the partner in euros and sees the order', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/?country=DE`);
    await addKit(page);
    expect(await page.locator('#cart-menu .cart-line__total').textContent()).toMatch(/€/);
    await fillRegistrationFromBasket(page, uniqueEmail('abroad'));
    // Signing in from the basket goes on to checkout, which for Germany is the partner's.
    await page.waitForURL(/\/sandbox\/esw\/checkout\/esw_[^/]+\/$/);
    await page.getByText('Import duties').waitFor();
    expect(await page.getByRole('button', { name: /^Pay / }).textContent()).toMatch(/€/);
    await page.getByLabel('Street and number').fill('Torstraße 1');
    await page.getByLabel('Town or city').fill('Berlin');
    await page.getByLabel('Postcode').fill('10119');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/checkout\/confirmation\/\d{9}\/$/);
    await page.locator('.account-order', { hasText: 'International delivery, duties and taxes paid' }).waitFor();
    expect(await page.locator('.account-order').textContent()).toMatch(/€/);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`axe finds no serious or critical issue on the checkout pages at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      await page.goto(`${server.url}/checkout/`);
      await waitForHydration(page);
      await page.getByText('Sign in or create an account with us to complete your purchase').waitFor();
      expect(await seriousAxeViolations(page), 'guest').toEqual([]);

      await addKit(page);
      await registerFromBasket(page, uniqueEmail('axe'));
      await addAddress(page);
      await page.locator('.checkout__place').click();
      await page.locator('.field__error').first().waitFor();
      expect(await seriousAxeViolations(page), 'form with errors').toEqual([]);
      await pay(page, '4242 4242 4242 4242');
      await page.waitForURL(/\/checkout\/confirmation\//);
      await page.locator('.account-order h1, .account-order h2').first().waitFor();
      expect(await seriousAxeViolations(page), 'confirmation').toEqual([]);
      await context.close();
    });
  }
});
