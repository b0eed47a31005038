import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, signInToStudio, waitForHydration } from './browser.ts';

/** Screenshots for a person to look at; outside the work tree, so a test run leaves nothing behind. */
const SHOTS = join(tmpdir(), 'storefront-review-screenshots');
const TYRE = 'NV-1013'; // on the demo customer's dispatched order 100000142
const TITLE = 'Grippy in the wet, quick in the dry';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe.each(DRIVERS)('reviews in a browser (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  test('a buyer writes a review by keyboard, a merchandiser approves it, and it shows on the product page with its stars', async () => {
    // The buyer, on a phone, from the order in My account.
    const buyer = await openPage(browser, { width: 390, height: 844 });
    const { page } = buyer;
    await page.goto(`${server.url}/auth/login/?redirect=${encodeURIComponent('/my-account/orders/100000142/')}`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill('demo@northvale.test');
    await page.locator('input[name="password"]').fill('Northvale-demo-1');
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL(`${server.url}/my-account/orders/100000142/`);
    const write = page.getByRole('link', { name: 'Write a review of Continental Grand Prix 5000 S TR tyre' });
    await write.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `order-390-${driver}.png`), fullPage: true });
    await write.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/my-account/reviews/${TYRE}/`);
    const rating = page.getByRole('radio', { name: '1 star', exact: true });
    await rating.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Sent empty, the form says what is missing and moves to the first field to correct.
    await page.getByRole('button', { name: 'Send review' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.review-form .account-field__error').first().textContent()).toBe('Rating: please fill this in.');
    await lookAt(page, { path: join(SHOTS, `review-form-errors-390-${driver}.png`), fullPage: true });

    await rating.focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    // The arrows move the choice as they are pressed; the form shows it once React has rendered it.
    await expect.poll(() => page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type(TITLE);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Fitted them for the winter: they hold well on wet descents and still roll quickly. No punctures in 800 miles.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo C.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send review');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).textContent())
      .toBe('Thank you: your review of Continental Grand Prix 5000 S TR tyre will be shown once our team has read it.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `review-form-sent-390-${driver}.png`), fullPage: true });
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();

    // The merchandiser approves it from the queue.
    const staff = await openPage(browser, { width: 1366, height: 900 });
    await signInToStudio(staff.page, server.url, '/studio/reviews/', 'merchandiser@northvale.test');
    const row = staff.page.getByRole('link', { name: TITLE });
    await row.waitFor();
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await lookAt(staff.page, { path: join(SHOTS, `studio-queue-1366-${driver}.png`), fullPage: true });
    await row.click();
    await staff.page.waitForURL(/\/studio\/reviews\/\d+\/$/);
    await waitForHydration(staff.page);
    await staff.page.getByRole('button', { name: 'Approve review' }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('State', { exact: true }).selectOption('approved');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => staff.page.locator('.detail-panel').textContent()).toMatch(/StateApproved/);
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await lookAt(staff.page, { path: join(SHOTS, `studio-review-1366-${driver}.png`), fullPage: true });
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    // Any shopper sees it on the product page, at both widths.
    const [product] = await server.database.db.query<{ url_key: string }>('select url_key from catalog_products where sku = $1', [TYRE]);
    for (const width of [390, 1366]) {
      const shopper = await openPage(browser, { width, height: 900 });
      await shopper.page.goto(`${server.url}/${product!.url_key}/#reviews`);
      await waitForHydration(shopper.page);
      const reviews = shopper.page.locator('#reviews');
      expect(await reviews.textContent()).toMatch(/4\.0 out of 5[\s\S]*From 1 verified buyer[\s\S]*Grippy in the wet[\s\S]*Verified buyer[\s\S]*By Demo C\./);
      expect(await reviews.getByRole('img', { name: 'Rated 4.0 out of 5' }).count()).toBe(2);
      expect(await seriousAxeViolations(shopper.page)).toEqual([]);
      await reviews.scrollIntoViewIfNeeded();
      await lookAt(shopper.page, { path: join(SHOTS, `product-reviews-${width}-${driver}.png`), fullPage: true });
      await shopper.page.goto(`${server.url}/reviews/`);
      await waitForHydration(shopper.page);
      expect(await shopper.page.locator('.review-summary').textContent()).toContain(TITLE);
      expect(await seriousAxeViolations(shopper.page)).toEqual([]);
      await lookAt(shopper.page, { path: join(SHOTS, `reviews-page-${width}-${driver}.png`), fullPage: true });
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    }
  });
});
