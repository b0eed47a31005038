import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StripeSandbox } from '../../server/sandbox/stripe-api.ts';
import { placeCardOrder } from '../helpers/card-order.ts';
import { deliverWebhooksTo, startStripeDouble } from '../helpers/stripe-double.ts';
import { DEMO_STAFF_PASSWORD } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

/** Screenshots for a person to look at; outside the work tree, so a test run leaves nothing behind. */
const SHOTS = join(tmpdir(), 'storefront-back-office-screenshots');
const KIT = 'NV-1054';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

async function signInStaff(page: Page, server: TestServer, email: string, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await expect.poll(() => page.url()).toContain('/studio/login/');
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe.each(DRIVERS)('the back office in a browser (%s)', (driver) => {
  let server: TestServer;
  let double: StripeSandbox;
  beforeAll(async () => {
    const started = await startStripeDouble();
    double = started.double;
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback', ...started.env } });
    deliverWebhooksTo(double, server.url);
  });
  afterAll(async () => {
    await double?.settled();
    await server?.close();
    await double?.close();
  });

  test('a fulfilment user dispatches with tracking, the customer is emailed and sees it in My account; a refund reaches the provider', async () => {
    const { shopper, email, number } = await placeCardOrder(server.url, double, KIT);
    const { page, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signInStaff(page, server, 'fulfilment@northvale.test', '/studio/orders/');
    await page.waitForURL(`${server.url}/studio/orders/`);
    await waitForHydration(page);
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents()).toEqual(['Orders', 'Customers']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `orders-list-1366-${driver}.png`), fullPage: true });

    // The filter form navigates in the app; the order's link opens its page.
    await page.getByLabel('Search').fill(number);
    await page.getByLabel('Search').press('Enter');
    await page.waitForURL(`${server.url}/studio/orders/?q=${number}`);
    await expect.poll(() => page.locator('.data-table__table tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: number }).click();
    await page.waitForURL(`${server.url}/studio/orders/${number}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order ${number}`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The confirmation dialog takes the focus, keeps it, and Escape closes it back to its button.
    const dispatch = page.getByRole('button', { name: 'Dispatch' });
    await dispatch.click();
    const dialog = page.getByRole('dialog', { name: `Dispatch order ${number}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `order-dispatch-dialog-1366-${driver}.png`) });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await dispatch.evaluate((button) => button === document.activeElement)).toBe(true);

    await dispatch.click();
    await dialog.getByLabel('Carrier').selectOption('dpd');
    await dialog.getByLabel('Tracking number').fill('JD014600003828');
    await dialog.getByRole('button', { name: 'Dispatch' }).click();
    await expect.poll(() => page.locator('.detail-panel .studio-badge').first().textContent()).toBe('Dispatched');
    await expect.poll(() => page.getByRole('link', { name: 'DPD JD014600003828' }).getAttribute('href')).toBe('https://track.dpd.co.uk/parcels/JD014600003828');
    const [mail] = await server.database.db.query<{ recipient: string; body_text: string }>(
      "select recipient, body_text from email_outbox where kind = 'order-dispatch' and subject like $1",
      [`%${number}%`],
    );
    expect(mail?.recipient).toBe(email);
    expect(mail?.body_text).toContain('https://track.dpd.co.uk/parcels/JD014600003828');

    // A partial refund goes through the payment provider and shows on the order.
    await page.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: `Refund order ${number}` });
    await refund.getByLabel('Amount in pounds (optional)').fill('5.00');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect.poll(() => page.locator('.detail-panel').getByText('£5.00').first().isVisible()).toBe(true);
    const refunds = await server.database.db.query<{ refund_id: string; amount: number }>(
      'select r.refund_id, r.amount from order_refunds r join orders o on o.id = r.order_id where o.order_number = $1',
      [number],
    );
    expect(refunds).toEqual([{ refund_id: expect.stringMatching(/^re_/), amount: 500 }]);
    expect(double.events.some((event) => event.type === 'refund.created')).toBe(true);
    await lookAt(page, { path: join(SHOTS, `order-detail-1366-${driver}.png`), fullPage: true });

    // The tablet width: the same page, still clean for axe.
    await page.setViewportSize({ width: 820, height: 1180 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `order-detail-820-${driver}.png`), fullPage: true });
    await page.goto(`${server.url}/studio/orders/`);
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `orders-list-820-${driver}.png`), fullPage: true });
    expect(errors).toEqual([]);

    // The customer sees Dispatched with the tracking link in My account.
    const customer = await openPage(browser, { width: 1366, height: 900 });
    await customer.context.addCookies([...shopper.cookies].map(([name, value]) => ({ name, value, url: server.url })));
    await customer.page.goto(`${server.url}/my-account/orders/${number}/`);
    await waitForHydration(customer.page);
    await expect.poll(() => customer.page.locator('.account-order__meta').textContent()).toContain('Dispatched');
    expect(await customer.page.getByRole('link', { name: 'Track your parcel with DPD (JD014600003828)' }).getAttribute('href')).toBe(
      'https://track.dpd.co.uk/parcels/JD014600003828',
    );
    await lookAt(customer.page, { path: join(SHOTS, `my-account-dispatched-1366-${driver}.png`), fullPage: true });
  });

  test('an admin reads the audit log of those changes, keyboard and axe clean at 1366, 820 and 390 px', async () => {
    const { page, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signInStaff(page, server, 'admin@northvale.test', '/studio/audit/?entity=order');
    await page.waitForURL(`${server.url}/studio/audit/?entity=order`);
    await waitForHydration(page);
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents()).toEqual([
      'Pages',
      'Orders',
      'Catalogue',
      'Coupons',
      'Reviews',
      'Customers',
      'Staff',
      'Audit',
    ]);
    const actions = await page.locator('.data-table__table tbody td:nth-child(3)').allTextContents();
    expect(actions).toEqual(expect.arrayContaining(['dispatch', 'refund']));
    // Sorting is a link: oldest first, then back.
    await page.getByRole('link', { name: /^When/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/sort=at&dir=asc/);
    await expect.poll(() => page.locator('th[aria-sort="ascending"]').count()).toBe(1);
    for (const width of [1366, 820, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousAxeViolations(page), `${width} px`).toEqual([]);
      await lookAt(page, { path: join(SHOTS, `audit-${width}-${driver}.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
  });

  test('an editor is refused the order screens', async () => {
    const { page } = await openPage(browser, { width: 1366, height: 900 });
    await signInStaff(page, server, 'editor@northvale.test', '/studio/');
    await page.waitForURL(`${server.url}/studio/`);
    await waitForHydration(page);
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents()).toEqual(['Pages']);
    const refused = await page.goto(`${server.url}/studio/orders/`);
    expect(refused?.status()).toBe(403);
    expect(await page.textContent('body')).toContain('Orders needs the fulfilment or admin role; you are signed in as editor.');
    await lookAt(page, { path: join(SHOTS, `orders-refused-editor-${driver}.png`) });
  });
});
