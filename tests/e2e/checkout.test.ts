import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../helpers/server-process.ts';
import { uniqueEmail } from '../helpers/shopper.ts';
import { STRIPE_CARDS } from '../helpers/stripe-double.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

// The GB checkout pays through the official Stripe SDK against the local Stripe double (the
// sandbox): the card is typed into the provider's hosted fields (a frame on the double's own
// origin), the store receives a PaymentMethod id only.
let server: TestServer;
let browser: Browser;
let doubleUrl: string;
const cardNumbersSeenByStore: string[] = [];

beforeAll(async () => {
  // 3-D Secure comes back to the configured site address, so the store listens where that says.
  const port = await freePort();
  [server, browser] = await Promise.all([startTestServer({ port, env: { SITE_URL_UK: `http://127.0.0.1:${port}` } }), sharedBrowser()]);
  doubleUrl = server.payments?.double.url ?? '';
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const KIT_PAGE = '/muc-off-chain-cleaning-kit/';
const PASSWORD = 'Pedal-power-99';
const FRAME = 'iframe[title="Secure card payment input frame"]';

/** Everything the page sends to the store's own origin, to show no card number is among it. */
function watchStoreRequests(page: Page) {
  page.on('request', (request) => {
    if (!request.url().startsWith(server.url)) return;
    const sent = `${request.url()} ${request.postData() ?? ''}`.replace(/\s/g, '');
    for (const number of Object.values(STRIPE_CARDS)) if (sent.includes(number.replace(/\s/g, ''))) cardNumbersSeenByStore.push(request.url());
  });
}

async function addKit(page: Page) {
  watchStoreRequests(page);
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
  await page.frameLocator(FRAME).getByLabel('Card number').waitFor();
}

async function pay(page: Page, cardNumber: string) {
  const frame = page.frameLocator(FRAME);
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code').fill('123');
  await page.locator('.checkout__place').click();
}

describe('the GB checkout in a browser, paying through Stripe (the local double)', () => {
  test('a guest signs up from the basket, adds an address, types the card in the provider’s frame by keyboard, pays and sees the order', async () => {
    const { page, context, errors } = await openPage(browser);
    await addKit(page);
    await registerFromBasket(page, uniqueEmail('checkout'));
    await page.locator('.checkout-summary', { hasText: 'Muc-Off Chain cleaning kit' }).waitFor();
    await addAddress(page);
    expect(new URL((await page.locator(FRAME).getAttribute('src')) ?? '').origin).toBe(doubleUrl);
    expect(await page.locator('input[name="cardNumber"]').count()).toBe(0);
    await page.locator('.checkout-choice', { hasText: 'Express delivery' }).click();
    await page.getByRole('button', { name: 'Place order and pay £39.98' }).waitFor(); // £29.99 + £9.99 express

    // From the delivery choice, Tab goes into the provider's fields, and the card is typed there.
    await page.locator('input[name="deliveryMethod"][value="express"]').focus();
    await page.keyboard.press('Tab');
    const frame = page.frames().find((f) => f.url().startsWith(`${doubleUrl}/elements/card/`));
    expect(await frame?.evaluate(() => document.activeElement?.id)).toBe('number');
    await page.keyboard.type(STRIPE_CARDS.ok);
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/34');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.locator('.checkout__place').click();

    await page.waitForURL(/\/checkout\/confirmation\/\d{9}\/$/);
    const number = /confirmation\/(\d{9})\//.exec(page.url())?.[1];
    await page.getByRole('heading', { name: `Your order ${number} is placed` }).waitFor();
    await page.locator('.account-order', { hasText: 'Express delivery' }).waitFor();
    expect(await page.locator('.site-header__cart-count').count()).toBe(0);
    const [placed] = await server.database.db.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE order_number = $1', [number]);
    expect(placed?.payment_status).toBe(server.config.payments.stripe?.captureMethod === 'manual' ? 'authorized' : 'captured');
    expect(server.payments?.double.events.map((e) => e.type)).toContain('payment_intent.created');

    await page.getByRole('link', { name: 'See all your orders' }).click();
    await page.waitForURL(`${server.url}/my-account/orders/`);
    await page.getByText(number!).waitFor();
    expect(cardNumbersSeenByStore).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a declined card says so and keeps the basket; with a certificate, 3-D Secure confirmed on the provider’s page places the order', async () => {
    const { page, context } = await openPage(browser);
    await addKit(page);
    await registerFromBasket(page, uniqueEmail('declined'));
    await addAddress(page);
    await pay(page, STRIPE_CARDS.declined);
    await page.locator('.checkout__error', { hasText: 'Your card was declined.' }).waitFor();
    expect(await page.locator('.site-header__cart-count').textContent()).toBe('1');
    expect(page.url()).toBe(`${server.url}/checkout/`);

    // A cycle-to-work certificate pays part: a bad amount is named beside its field first.
    await page.getByLabel('Pay part with a cycle-to-work certificate').check();
    await page.getByLabel('Certificate number').fill('SBX-1000-E2ET'); // the sandbox scheme knows it: worth £10.00
    await page.getByLabel('Certificate amount in pounds').fill('ten');
    await page.getByLabel('Issued by').selectOption('Cyclescheme');
    await page.locator('.checkout__place').click();
    await page.locator('.field__error', { hasText: 'Enter the amount on your certificate' }).waitFor();
    await page.getByLabel('Certificate amount in pounds').fill('10.00');
    await page.getByRole('button', { name: 'Place order and pay £24.98' }).waitFor(); // £29.99 + £4.99 standard − £10 certificate

    await pay(page, STRIPE_CARDS.challenge);
    await page.waitForURL(new RegExp(`^${doubleUrl}/3ds/pi_`));
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/checkout\/confirmation\/\d{9}\/$/);
    await page.locator('.account-order', { hasText: 'Muc-Off Chain cleaning kit' }).waitFor();
    await page.locator('.account-order', { hasText: 'Cyclescheme' }).waitFor();
    expect(cardNumbersSeenByStore).toEqual([]);
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

  for (const width of [390, 1366]) {
    test(`axe finds no serious or critical issue on the checkout pages and in the card frame at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      await page.goto(`${server.url}/checkout/`);
      await waitForHydration(page);
      await page.getByText('Sign in or create an account with us to complete your purchase').waitFor();
      expect(await seriousAxeViolations(page), 'guest').toEqual([]);

      await addKit(page);
      await registerFromBasket(page, uniqueEmail('axe'));
      await addAddress(page);
      await page.locator('.checkout__place').click();
      await page.locator('.checkout__error').waitFor();
      expect(await seriousAxeViolations(page), 'payment step with its error').toEqual([]);
      const frame = page.frames().find((f) => f.url().startsWith(`${doubleUrl}/elements/card/`));
      expect(frame).toBeDefined();
      if (frame) expect(await seriousAxeViolations(frame), 'card frame').toEqual([]);
      await pay(page, STRIPE_CARDS.ok);
      await page.waitForURL(/\/checkout\/confirmation\//);
      await page.locator('.account-order h1, .account-order h2').first().waitFor();
      expect(await seriousAxeViolations(page), 'confirmation').toEqual([]);
      await context.close();
    });
  }
});
