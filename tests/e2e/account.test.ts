import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uniqueEmail } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function authCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name).filter((name) => name.startsWith('customer_'));
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the customer account in a browser', () => {
  test('register, see the account, add and edit an address, and sign out clears everything', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/auth/register/`);
    await waitForHydration(page);
    expect(await page.locator('a[data-signed-in="false"]').getAttribute('href')).toBe('/auth/login/');

    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.locator('.account-field__error', { hasText: 'Required Field' }).count()).toBe(5);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');

    const email = uniqueEmail('browser');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Climber');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill('Pedal-power-99');
    await page.getByLabel('Confirm password').fill('Pedal-power-98');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.getByLabel('Confirm password').fill('Pedal-power-99');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(`${server.url}/my-account/profile/`);
    await page.getByText('Hello, Ada').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect((await authCookies(page)).sort()).toEqual(['customer_refresh_token', 'customer_token', 'customer_token_expiry']);
    expect(await page.evaluate(() => document.cookie)).not.toContain('customer_');
    await page.locator('a[data-signed-in="true"]').waitFor();

    await page.getByRole('link', { name: 'Shipping addresses' }).click();
    await page.waitForURL(`${server.url}/my-account/shipping/`);
    await page.getByText('No Shipping Address').waitFor();
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await page.getByLabel('First name').fill('');
    await page.getByLabel('Postcode').fill('12345');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Enter a UK postcode, like SW1A 1AA.').waitFor();
    expect(await page.locator('.account-field__error', { hasText: 'Required Field' }).count()).toBeGreaterThanOrEqual(2);

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Climber');
    await page.getByLabel('Phone number').fill('0113 496 0000');
    await page.getByLabel('Address line 1').fill('1 Kirkgate');
    await page.getByLabel('Town/City').fill('Leeds');
    await page.getByLabel('Postcode').fill('ls1 6bz');
    await page.getByRole('button', { name: 'Save address' }).click();
    const card = page.locator('.account-address');
    await card.getByText('LS1 6BZ').waitFor();
    expect(await card.getByText('Default address').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Edit: Ada Climber, 1 Kirkgate' }).click();
    await page.getByLabel('Town/City').fill('York');
    await page.getByLabel('Postcode').fill('YO1 7HH');
    await page.getByRole('button', { name: 'Save address' }).click();
    await card.getByText('YO1 7HH').waitFor();
    expect(await card.getByText('York', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.locator('a[data-signed-in="false"]').waitFor();
    expect(await authCookies(page)).toEqual([]);
    await page.goto(`${server.url}/my-account/profile/`);
    expect(page.url()).toBe(`${server.url}/auth/login/?redirect=%2Fmy-account%2Fprofile%2F`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a form sent with mistakes moves focus to the first field to correct, unless the shopper has already moved it', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/auth/login/`);
    await waitForHydration(page);
    const activeName = () => page.evaluate(() => document.activeElement?.getAttribute('name'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(activeName).toBe('email');
    // Sent again with the password field chosen straight after (before the form moves focus): it stays there.
    await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.click();
      document.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
    });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await activeName()).toBe('password');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a signed-out visitor on the orders page signs in and comes back to the orders', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/my-account/orders/`);
    expect(page.url()).toBe(`${server.url}/auth/login/?redirect=%2Fmy-account%2Forders%2F`);
    await waitForHydration(page);
    await signIn(page, 'demo@northvale.test', 'Not-the-password-1');
    await page.getByText('The email address or password is incorrect.').waitFor();
    await page.locator('input[name="password"]').fill('Northvale-demo-1');
    // While the password is checked the button says so and takes no second press.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/nuxt/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    const busy = page.getByRole('button', { name: 'Signing in…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.waitForURL(`${server.url}/my-account/orders/`);
    // The refused first attempt is a 401, which Chromium reports on the console; nothing else may be there.
    expect(errors.filter((line) => !line.includes('status of 401'))).toEqual([]);
    errors.length = 0;
    const rows = page.locator('.account-table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('100000142');

    await page.getByRole('link', { name: 'View order 100000137' }).click();
    await page.waitForURL(`${server.url}/my-account/orders/100000137/`);
    await page.getByText('Northvale Cycle to Work scheme').waitFor();
    for (const label of [
      'Shipping address',
      'Billing address',
      'Shipping method',
      'Payment method',
      'Dispatch date',
      'Estimated delivery',
      'Certificate amount',
      'Grand total',
    ]) {
      expect(await page.getByText(label, { exact: true }).count(), label).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a forgotten password is reset through the email sandbox', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/auth/reset-password/`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill('rider@northvale.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const sent = page.getByText('Password reset email sent');
    await sent.waitFor();
    await sent.waitFor({ state: 'detached', timeout: 6000 });

    await page.goto(`${server.url}/dev/outbox/`);
    // The email links to the configured site address; the test server listens elsewhere.
    const link = new URL((await page.locator('a[href*="/auth/reset-password/?token="]').first().getAttribute('href')) ?? '');
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await waitForHydration(page);
    await page.locator('input[name="password"]').fill('Gravel-roads-2');
    await page.getByLabel('Confirm new password').fill('Gravel-roads-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL(`${server.url}/auth/login/`);
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
    await signIn(page, 'rider@northvale.test', 'Gravel-roads-2');
    await page.waitForURL(`${server.url}/my-account/profile/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the account pages work in German', async () => {
    const { page, context } = await openPage(browser, { locale: 'de-DE' });
    await page.goto(`${server.url}/de/my-account/shipping/`);
    expect(page.url()).toBe(`${server.url}/de/auth/login/?redirect=%2Fde%2Fmy-account%2Fshipping%2F`);
    await waitForHydration(page);
    await page.getByLabel('E-Mail').fill('demo@northvale.test');
    await page.locator('input[name="password"]').fill('Northvale-demo-1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${server.url}/de/my-account/shipping/`);
    await page.getByText('Standardadresse').waitFor();
    expect(await page.getByRole('heading', { name: 'Lieferadressen' }).isVisible()).toBe(true);
    await context.close();
  });

  test('axe finds no serious or critical issue on the sign-in and account pages at 360 and 1280 px', async () => {
    for (const width of [360, 1280]) {
      const { page, context } = await openPage(browser, { width });
      for (const path of ['/auth/login/', '/auth/register/', '/auth/reset-password/']) {
        await page.goto(`${server.url}${path}`);
        await waitForHydration(page);
        expect(await seriousAxeViolations(page), `${path} at ${width}`).toEqual([]);
      }
      await page.goto(`${server.url}/auth/login/`);
      await waitForHydration(page);
      await signIn(page, 'demo@northvale.test', 'Northvale-demo-1');
      await page.waitForURL(`${server.url}/my-account/profile/`);
      for (const path of ['/my-account/profile/', '/my-account/newsletter/', '/my-account/orders/', '/my-account/orders/100000101/', '/my-account/shipping/']) {
        await page.goto(`${server.url}${path}`);
        await waitForHydration(page);
        await page.locator('.account-loading').waitFor({ state: 'detached' });
        expect(await seriousAxeViolations(page), `${path} at ${width}`).toEqual([]);
      }
      await context.close();
    }
  });
});
