import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uniqueEmail } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const KIT_PAGE = '/muc-off-chain-cleaning-kit/'; // £29.99
const PASSWORD = 'Pedal-power-99';

const basket = (page: Page) => page.locator('#cart-menu');
const line = (page: Page, sku: string) => basket(page).locator(`.cart-line[data-sku="${sku}"]`);

async function addFrom(page: Page, path: string) {
  await page.goto(server.url + path);
  await waitForHydration(page);
  await page.locator('.add-to-cart__button').click();
  await basket(page).waitFor({ state: 'visible' });
}

async function register(page: Page, email: string) {
  await page.goto(`${server.url}/auth/register/`);
  await waitForHydration(page);
  await page.getByLabel('First name').fill('Cass');
  await page.getByLabel('Last name').fill('Sprinter');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${server.url}/my-account/profile/`);
}

describe('the basket in a browser', () => {
  test('add opens the basket; a coupon, the stepper and remove work; signing in merges the guest basket; signing out empties it', async () => {
    // A customer who left a chain cleaning kit in their basket last time.
    const email = uniqueEmail('basket');
    const earlier = await openPage(browser);
    await register(earlier.page, email);
    await addFrom(earlier.page, KIT_PAGE);
    await line(earlier.page, 'NV-1054').waitFor();
    await earlier.context.close();

    const { page, context, errors } = await openPage(browser);
    await addFrom(page, KIT_PAGE);
    await line(page, 'NV-1054').waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('menu-open'))).toBe(true);
    expect((await page.context().cookies()).find((c) => c.name === 'cart_id')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(await basket(page).locator('.cart-summary__total dd').textContent()).toBe('£34.98'); // £29.99 + £4.99 delivery
    expect(await page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === 'addToCart'))).toBe(true);

    await basket(page).getByLabel('Discount code').fill('SUMMER20');
    await basket(page).getByRole('button', { name: 'Apply' }).click();
    await basket(page).getByText('The coupon code "SUMMER20" has expired.').waitFor();
    // The refusal is the server's 400 answer, which the browser logs; nothing else may be.
    expect(errors).toEqual([expect.stringContaining('400')]);
    errors.length = 0;
    await basket(page).getByLabel('Discount code').fill('welcome10');
    await basket(page).getByRole('button', { name: 'Apply' }).click();
    await basket(page).getByText('Code WELCOME10 applied').waitFor();

    await basket(page).getByRole('button', { name: 'One more Muc-Off Chain cleaning kit' }).click();
    // The new quantity shows before the server answers; then the totals follow it.
    expect(await line(page, 'NV-1054').locator('.stepper__value').textContent()).toBe('2');
    await basket(page).locator('.cart-summary__total dd', { hasText: '£53.98' }).waitFor(); // £59.98 − 10 %, free delivery
    expect(await page.locator('.site-header__cart-count').textContent()).toBe('2');

    await basket(page).getByRole('button', { name: 'Close basket' }).click();
    expect(await page.evaluate(() => document.body.classList.contains('menu-open'))).toBe(false);

    await page.goto(`${server.url}/auth/login/`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/my-account/profile/`);
    // The guest's 2 kits and the customer's 1 add up.
    await page.locator('.site-header__cart-count', { hasText: '3' }).waitFor();
    await page.locator('.site-header__cart').click();
    expect(await line(page, 'NV-1054').locator('.stepper__value').textContent()).toBe('3');
    await basket(page).getByRole('link', { name: 'Checkout securely' }).waitFor();

    await basket(page).getByRole('button', { name: 'Remove Muc-Off Chain cleaning kit from the basket' }).click();
    await basket(page).getByText('Cart is empty').waitFor();
    await basket(page).getByRole('button', { name: 'Continue shopping' }).click();

    await addFrom(page, KIT_PAGE);
    await line(page, 'NV-1054').waitFor();
    await page.goto(`${server.url}/my-account/profile/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.locator('.site-header__cart-count').count()).toBe(0);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('cart_id');
    await page.reload();
    await waitForHydration(page);
    await page.locator('.site-header__cart').click();
    await basket(page).getByText('Cart is empty').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a change the server refuses is rolled back with a toast', async () => {
    const { page, context } = await openPage(browser);
    await addFrom(page, KIT_PAGE);
    await line(page, 'NV-1054').waitFor();
    await page.route('**/nuxt/api/cart/update-cart', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'Only 1 of Muc-Off Chain cleaning kit left in stock.' }) }),
    );
    await basket(page).getByRole('button', { name: 'One more Muc-Off Chain cleaning kit' }).click();
    await page.locator('.toast', { hasText: 'Only 1 of Muc-Off Chain cleaning kit left in stock.' }).waitFor();
    expect(await line(page, 'NV-1054').locator('.stepper__value').textContent()).toBe('1');
    await context.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`at ${viewport.width} px a bike added goes on to its up-sell page, where the basket confirms the bike, its size and price, and leads to checkout; an accessory is added there in one tap`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${server.url}/ridgeway-gr-pro/?colour=sand`);
      await waitForHydration(page);
      await page.locator('label.size-option:has(input[value="l"])').click();
      await page.locator('.add-to-cart__button').click();
      await page.waitForURL(`${server.url}/ridgeway-gr-pro/review/`);
      const added = basket(page).locator('.cart-menu__added');
      await added.waitFor();
      expect(await added.textContent()).toBe('Added to your basket: Ridgeway GR Pro');
      const bike = line(page, 'RIDGEWAY-GR-PRO');
      expect(await bike.getAttribute('class')).toContain('cart-line--added');
      expect(await bike.locator('.cart-line__options').textContent()).toMatch(/Size\s*L.*Colour\s*sand/i);
      expect(await bike.textContent()).toMatch(/£[\d,]+\.\d\d/);
      // A guest is asked to sign in on the way to checkout; the way is in the basket's footer.
      await basket(page).getByRole('link', { name: 'Sign in' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await lookAt(page, { path: join(tmpdir(), `storefront-upsell-basket-${viewport.width}.png`) });
      // Closed, it is no longer news: a later opening shows the basket without the note.
      await page.keyboard.press('Escape');
      await basket(page).waitFor({ state: 'hidden' });
      // An accessory that needs no choice goes in with one tap from the up-sell grid, and the basket says so.
      const quickAdd = page.locator('.product-card__add').first();
      const accessory = (await quickAdd.getAttribute('aria-label'))?.replace('Add to basket: ', '') ?? '';
      await quickAdd.click();
      await basket(page).locator('.cart-menu__added', { hasText: accessory }).waitFor();
      expect(await basket(page).locator('.cart-line').count()).toBe(2);
      await page.keyboard.press('Escape');
      await basket(page).waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /Basket, 2 items/ }).click();
      await line(page, 'RIDGEWAY-GR-PRO').waitFor();
      expect(await basket(page).locator('.cart-menu__added').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('a second bike is refused, and the basket opens to say why', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/endurance-sl-sport/`);
    await waitForHydration(page);
    await page.locator('label.size-option:has(input[value="m"])').click();
    await page.locator('.add-to-cart__button').click();
    await page.waitForURL(`${server.url}/endurance-sl-sport/review/`);
    // The up-sell page's app takes the "just added" note it carries; left before then, the next page would open the basket with it.
    await waitForHydration(page);

    await page.goto(`${server.url}/endurance-sl-pro/`);
    await waitForHydration(page);
    await page.locator('label.size-option:has(input[value="m"])').click();
    await page.locator('.add-to-cart__button').click();
    await basket(page).locator('.cart-menu__error', { hasText: 'The cart allows one bike per checkout.' }).waitFor();
    await line(page, 'ENDURANCE-SL-SPORT').waitFor();
    expect(await basket(page).locator('.cart-summary__total dd').textContent()).toMatch(/^£[\d,]+\.\d\d$/);
    // One bike per checkout: the bike's "+" is off rather than answered with a refusal.
    const [fewer, more] = await line(page, 'ENDURANCE-SL-SPORT').locator('.stepper__button').all();
    expect(await more?.isDisabled()).toBe(true);
    expect(await fewer?.isDisabled()).toBe(true);
    await context.close();
  });

  test('a custom frame colour repaints the preview, goes into the basket with the bike and adds its price to it', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/endurance-sl-pro/`);
    await waitForHydration(page);
    await page.locator('label.size-option:has(input[value="m"])').click();
    await page.getByLabel('Custom colour').check();
    // Colours come from the workshop's palette, one group of swatches for each part of the paint.
    await page
      .getByRole('group', { name: /^Frame/ })
      .getByRole('radio', { name: 'Racing red' })
      .check();
    await page
      .getByRole('group', { name: /^Down tube logo/ })
      .getByRole('radio', { name: 'Sun yellow' })
      .check();
    await page.getByLabel('Matt').check();
    await page.getByLabel('Diagonal').check();
    const preview = page.locator('.bike-preview');
    expect(await preview.getAttribute('data-frame')).toBe('#c0392b');
    expect(await preview.getAttribute('data-finish')).toBe('matt');
    expect(await preview.locator('.bike-preview__down-logo').getAttribute('fill')).toBe('#ffcc00');
    await page.getByText('With custom colour £4,249').waitFor();
    expect(await seriousAxeViolations(page), 'colour editor open').toEqual([]);

    const request = page.waitForRequest((req) => req.url().endsWith('/nuxt/api/cart/add-item'));
    await page.locator('.add-to-cart__button').click();
    const sent = (await request).postDataJSON() as { cartItems: { sku: string; parent_sku?: string }[] };
    expect(sent.cartItems.map((i) => [i.sku, i.parent_sku])).toEqual([
      ['ENDURANCE-SL-PRO', 'ENDURANCE-SL'],
      ['BBCOLOUR-CUSTOM', 'ENDURANCE-SL-PRO'],
    ]);
    await page.waitForURL(`${server.url}/endurance-sl-pro/review/`);
    await waitForHydration(page);
    await page.locator('.site-header__cart-count', { hasText: '1' }).waitFor();
    // The up-sell page opens the basket by itself to confirm the painted bike.
    await basket(page).locator('.cart-menu__added', { hasText: 'Endurance SL Pro' }).waitFor();
    const bike = line(page, 'ENDURANCE-SL-PRO');
    await bike.waitFor();
    expect(await basket(page).locator('.cart-line').count()).toBe(1);
    expect(await bike.locator('.cart-line__total').textContent()).toBe('£4,249.00');
    await bike.getByText('Custom frame colour').waitFor();
    expect(await bike.locator('.cart-colour__hex').allTextContents()).toEqual(['#C0392B', '#FFFFFF', '#FFCC00']);
    // Its thumbnail is the bike in its tier and that paint.
    expect(await bike.locator('.cart-line__image img').getAttribute('src')).toBe(
      '/media/w_160,h_120,r_contain/catalog/bikes/road/pro/side/paint-c0392b-ffffff-ffcc00-md',
    );
    await bike.getByText('Matt finish · Diagonal fade').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`axe finds no serious or critical issue in the open basket at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      await addFrom(page, KIT_PAGE);
      await line(page, 'NV-1054').waitFor();
      await basket(page).getByLabel('Discount code').fill('NOPE');
      await basket(page).getByRole('button', { name: 'Apply' }).click();
      await basket(page).getByText('The coupon code "NOPE" is not valid.').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
