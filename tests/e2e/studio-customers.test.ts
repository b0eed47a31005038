import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { signInStaff } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, signInToStudio } from './browser.ts';

/** Screenshots for a person to look at; outside the work tree, so a test run leaves nothing behind. */
const SHOTS = join(tmpdir(), 'storefront-back-office-screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

/** Axe finds nothing serious at the desktop and the tablet width; a screenshot of each for a person to look at. */
async function cleanAtBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 900],
    [820, 1180],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await seriousAxeViolations(page), `${name} at ${width}`).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe.each(DRIVERS)('customers and staff in the back office, in a browser (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  test('customer service finds a customer, opens their page with its order links, and downloads their data', async () => {
    const { page, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signInToStudio(page, server.url, '/studio/customers/', 'fulfilment@northvale.test');
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents()).toEqual(['Orders', 'Customers']);
    await cleanAtBothWidths(page, `customers-list-${driver}`);

    await page.getByLabel('Search').fill('rider@northvale');
    await page.getByLabel('Search').press('Enter');
    await page.waitForURL(`${server.url}/studio/customers/?q=rider%40northvale`);
    await expect.poll(() => page.locator('.data-table__table tbody tr').count()).toBe(1);
    await page.locator('.data-table__table tbody tr a').first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Customer /);
    expect(await page.locator('.detail-panel a[href="/studio/orders/100000150/"]').count()).toBe(1);
    expect(await page.getByText('Only an admin may erase a customer.').isVisible()).toBe(true);
    expect(await page.content()).not.toMatch(/scrypt\$/);
    await cleanAtBothWidths(page, `customer-detail-${driver}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download everything held/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^customer-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { email: string }; orders: { number: string }[] };
    expect(data.profile.email).toBe('rider@northvale.test');
    expect(data.orders.map((o) => o.number)).toEqual(['100000150']);
    expect(errors).toEqual([]);
  });

  test('an admin erases a customer after confirming in the dialog, by keyboard', async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const { email, password } = await shopper.register({ firstName: 'Erin', lastName: 'Leaving' });
    await shopper.addUkAddress(email);
    const { page, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signInToStudio(page, server.url, `/studio/customers/?q=${encodeURIComponent(email)}`, 'admin@northvale.test');
    await page.getByRole('link', { name: 'Erin Leaving' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Customer Erin Leaving');

    const erase = page.getByRole('button', { name: 'Erase customer' });
    await erase.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Erase Erin Leaving?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `customer-erase-dialog-1366-${driver}.png`) });
    const confirm = dialog.getByRole('button', { name: 'Erase for good' });
    for (let i = 0; i < 4 && !(await confirm.evaluate((button) => button === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await confirm.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Customer Erased customer');
    expect(await page.getByText('This customer is erased.').isVisible()).toBe(true);
    expect(await page.locator('main').textContent()).not.toContain(email);
    expect((await new Shopper(server.url, uniqueAddress()).login(email, password)).status).toBe(401);
    expect(errors).toEqual([]);
  });

  test('an admin creates a staff account through the schema form: checked in the browser first, then by the server', async () => {
    const { page, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signInToStudio(page, server.url, '/studio/staff/', 'admin@northvale.test');
    const form = page.getByRole('region', { name: 'New staff account' });
    await expect.poll(() => form.getByLabel(/^Email/).isVisible()).toBe(true);
    await cleanAtBothWidths(page, `staff-list-${driver}`);

    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByLabel(/^First password/).fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => form.getByText('"email" must be an email address, like name@example.com.').isVisible()).toBe(true);
    expect(await form.getByText('"password" must be at least 12 characters long.').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, `staff-form-errors-1366-${driver}.png`), fullPage: true });

    await form.getByLabel(/^Email/).fill('admin@northvale.test');
    await form.getByLabel(/^Role/).selectOption({ label: 'Fulfilment' });
    await form.getByLabel(/^First password/).fill('a long staff passphrase');
    await form.getByLabel(/^First password/).press('Enter');
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('There is already a staff account for admin@northvale.test.');

    await form.getByLabel(/^Email/).fill('packer@example.test');
    await form.getByLabel(/^Name/).fill('Pat Packer');
    await form.getByLabel(/^Role/).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    expect(await form.getByLabel(/^Role/).evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('Fulfilment');
    await form.getByLabel(/^First password/).fill('a long staff passphrase');
    await form.getByLabel(/^First password/).press('Enter');
    await expect.poll(() => page.getByRole('link', { name: 'Pat Packer' }).isVisible()).toBe(true);
    expect(await page.getByText('packer@example.test can now sign in to the studio as fulfilment.').isVisible()).toBe(true);
    const packer = await signInStaff(server.url, 'packer@example.test', 'a long staff passphrase');
    expect((await packer.json<{ areas: string[] }>('GET', '/session')).body.areas).toEqual(['orders', 'customers']);

    await page.getByRole('link', { name: 'Pat Packer' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Staff · Pat Packer');
    await expect.poll(() => page.getByRole('radio', { name: 'Fulfilment' }).isChecked()).toBe(true);
    await cleanAtBothWidths(page, `staff-member-${driver}`);

    // The role form is a schema form too; removing the account goes back to the list.
    await page.getByRole('radio', { name: 'Merchandiser' }).check();
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect.poll(() => page.locator('.detail-panel').textContent()).toContain('Catalogue, Coupons');
    expect((await packer.json<{ areas: string[] }>('GET', '/session')).body.areas).toEqual(['catalogue', 'coupons', 'reviews']);
    await page.getByRole('button', { name: 'Remove account' }).click();
    await page.getByRole('dialog', { name: 'Remove Pat Packer?' }).getByRole('button', { name: 'Remove account' }).click();
    await page.waitForURL(`${server.url}/studio/staff/`);
    await expect.poll(() => page.getByRole('link', { name: 'Pat Packer' }).count()).toBe(0);
    expect((await packer.json('GET', '/session')).status).toBe(401);
    // The refused duplicate is the one failed request, and an expected one.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });
});
