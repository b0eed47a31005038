import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StripeSandbox } from '../../server/sandbox/stripe-api.ts';
import { freePort } from '../helpers/server-process.ts';
import { uniqueEmail } from '../helpers/shopper.ts';
import { deliverWebhooksTo, STRIPE_CARDS, startStripeDouble } from '../helpers/stripe-double.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { launchBrowser, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

// The GB checkout with PAYMENT_PROVIDER=stripe against the local Stripe double: the card is typed
// into the double's hosted fields (a frame on its own origin), the store receives a PaymentMethod
// id only, and the official SDK confirms the PaymentIntent.
let server: TestServer;
let double: StripeSandbox;
let browser: Browser;
const cardNumbersSeenByStore: string[] = [];

beforeAll(async () => {
  const started = await startStripeDouble();
  double = started.double;
  // 3-D Secure comes back to the configured site address, so the store listens where that says.
  const port = await freePort();
  [server, browser] = await Promise.all([startTestServer({ port, env: { ...started.env, SITE_URL_UK: `http://127.0.0.1:${port}` } }), launchBrowser()]);
  deliverWebhooksTo(double, server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await double?.close();
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

async function toCheckout(page: Page, label: string) {
  watchStoreRequests(page);
  await page.goto(server.url + KIT_PAGE);
  await waitForHydration(page);
  await page.locator('.add-to-cart__button').click();
  await page.locator('#cart-menu .cart-line').waitFor();
  await page.locator('#cart-menu').getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL(`${server.url}/auth/register/`);
  await waitForHydration(page);
  await page.getByLabel('First name').fill('Cass');
  await page.getByLabel('Last name').fill('Sprinter');
  await page.getByLabel('Email').fill(uniqueEmail(label));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${server.url}/checkout/`);
  await waitForHydration(page);
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

async function payInFrame(page: Page, cardNumber: string) {
  const frame = page.frameLocator(FRAME);
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code').fill('123');
  await page.locator('.checkout__place').click();
}

describe('the GB checkout paying through Stripe (the local double)', () => {
  test('the card fields are the provider’s frame, reached by keyboard; 4242… places the order and the store never sees the number', async () => {
    const { page, context, errors } = await openPage(browser);
    await toCheckout(page, 'stripe-ok');
    expect(new URL((await page.locator(FRAME).getAttribute('src')) ?? '').origin).toBe(double.url);
    expect(await page.locator('input[name="cardNumber"]').count()).toBe(0);

    // From the delivery choice, Tab goes into the provider's fields, and the card is typed there.
    await page.locator('input[name="deliveryMethod"][value="standard"]').focus();
    await page.keyboard.press('Tab');
    const frame = page.frames().find((f) => f.url().startsWith(`${double.url}/elements/card/`));
    expect(await frame?.evaluate(() => document.activeElement?.id)).toBe('number');
    await page.keyboard.type(STRIPE_CARDS.ok);
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/34');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.locator('.checkout__place').click();

    await page.waitForURL(/\/checkout\/confirmation\/\d{9}\/$/);
    await page.locator('.account-order', { hasText: 'Muc-Off Chain cleaning kit' }).waitFor();
    const [placed] = await server.database.db.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE order_number = $1', [
      /confirmation\/(\d{9})\//.exec(page.url())?.[1],
    ]);
    expect(placed?.payment_status).toBe(server.config.payments.stripe?.captureMethod === 'manual' ? 'authorized' : 'captured');
    expect(double.events.map((e) => e.type)).toContain('payment_intent.created');
    expect(cardNumbersSeenByStore).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('4000 0000 0000 0002 is declined: the message is shown and the basket kept', async () => {
    const { page, context } = await openPage(browser);
    await toCheckout(page, 'stripe-declined');
    await payInFrame(page, STRIPE_CARDS.declined);
    await page.locator('.checkout__error', { hasText: 'Your card was declined.' }).waitFor();
    expect(await page.locator('.site-header__cart-count').textContent()).toBe('1');
    expect(page.url()).toBe(`${server.url}/checkout/`);
    expect(cardNumbersSeenByStore).toEqual([]);
    await context.close();
  });

  test('4000 0027 6000 3184 asks for 3-D Secure on the provider’s page and the order is placed on return', async () => {
    const { page, context } = await openPage(browser);
    await toCheckout(page, 'stripe-3ds');
    await payInFrame(page, STRIPE_CARDS.challenge);
    await page.waitForURL(new RegExp(`^${double.url}/3ds/pi_`));
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/checkout\/confirmation\/\d{9}\/$/);
    await page.locator('.account-order', { hasText: 'Muc-Off Chain cleaning kit' }).waitFor();
    expect(cardNumbersSeenByStore).toEqual([]);
    await context.close();
  });

  for (const width of [390, 1366]) {
    test(`axe finds no serious or critical issue on the payment step or in the card frame at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      await toCheckout(page, 'stripe-axe');
      await page.locator('.checkout__place').click();
      await page.locator('.checkout__error').waitFor();
      expect(await seriousAxeViolations(page), 'payment step').toEqual([]);
      const frame = page.frames().find((f) => f.url().startsWith(`${double.url}/elements/card/`));
      expect(frame).toBeDefined();
      if (frame) expect(await seriousAxeViolations(frame), 'card frame').toEqual([]);
      await context.close();
    });
  }
});
