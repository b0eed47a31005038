import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

/** Screenshots for a person to look at; outside the work tree, so a test run leaves nothing behind. */
const SHOTS = join(tmpdir(), 'storefront-studio-screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

/** The first heading a shopper gets at a path, from the server's HTML (no staff session). */
async function shopperHeading(server: TestServer, path: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } })).text();
  return (
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? ''
  );
}

async function signIn(page: Page, server: TestServer, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await expect.poll(() => page.url()).toContain(`/studio/login/?next=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await page.getByLabel('Email address').fill('editor@northvale.test');
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}${path}`);
  await waitForHydration(page);
}

const previewHeading = (page: Page) =>
  page
    .frameLocator('.studio-preview__frame')
    .locator('h1')
    .first()
    .textContent({ timeout: 5_000 })
    .catch(() => '');
const status = (page: Page) => page.locator('.studio-status').textContent();

describe.each(DRIVERS)('the studio in a browser (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  test('an editor changes the delivery page: preview, a problem at its field, draft, publish, rollback', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signIn(page, server, '/studio/pages/en/delivery/');
    await page.locator('#studio-node-delivery-hero').click();
    const headline = page.locator('#block-delivery-hero_headline');
    await expect.poll(() => headline.inputValue()).toBe('Delivery');
    await expect.poll(() => previewHeading(page)).toBe('Delivery');
    expect(await status(page)).toBe('All changes saved');

    // Typing changes the preview (the real renderer, through the server), and the picture picker changes the hero's image.
    await headline.fill('Delivery, door to door');
    expect(await status(page)).toBe('Unsaved changes');
    await expect.poll(() => previewHeading(page)).toBe('Delivery, door to door');
    await page.getByRole('button', { name: 'workshop.svg' }).click();
    await expect
      .poll(() =>
        page
          .frameLocator('.studio-preview__frame')
          .locator('.hero img, .hero picture source')
          .first()
          .getAttribute('src')
          .catch(() => null),
      )
      .toContain('workshop');
    await page.getByRole('button', { name: /^Phone/ }).click();
    await page.waitForTimeout(500);
    // A preview knows no shopper's country: on the phone the header's globe stands alone, clear of the search button.
    const previewHeader = page.frameLocator('.studio-preview__frame').locator('.site-header');
    const gap = await previewHeader.evaluate((header) => {
      const country = header.querySelector('.country-selector__button') as HTMLElement;
      const search = header.querySelector('.search-typeahead__submit') as HTMLElement;
      const countryRight = Math.max(...[country, ...country.querySelectorAll('*')].map((part) => part.getBoundingClientRect().right));
      return { label: country.textContent, gap: search.getBoundingClientRect().left - countryRight };
    });
    expect(gap.label).toBe('Choose country');
    expect(gap.gap).toBeGreaterThanOrEqual(0);
    await lookAt(page, { path: join(SHOTS, `studio-editor-1366-${driver}.png`) });
    await lookAt(page.locator('.studio-preview__frame'), { path: join(SHOTS, `studio-preview-390-${driver}.png`) });

    // An invalid value shows its message at the field and cannot be published.
    await headline.fill('');
    await expect
      .poll(() =>
        page
          .locator('#block-delivery-hero_headline__error')
          .textContent()
          .catch(() => ''),
      )
      .not.toBe('');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.locator('.studio-message').first().textContent()).toContain('Not published');
    expect(await shopperHeading(server, '/delivery/')).toBe('Delivery');

    // A saved draft: shoppers still see the old page, staff see the draft at its real address.
    await headline.fill('Delivery, door to door');
    await expect.poll(() => page.locator('#block-delivery-hero_headline__error').count()).toBe(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => status(page)).toBe('All changes saved');
    expect(await shopperHeading(server, '/delivery/')).toBe('Delivery');
    const draft = await context.newPage();
    await draft.goto(`${server.url}/delivery/?preview=draft`);
    expect(await draft.locator('h1').first().textContent()).toBe('Delivery, door to door');
    expect(await draft.content()).toContain('Draft preview');
    await draft.close();

    // Publish: shoppers get the new heading with no restart.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.locator('.studio-message').first().textContent()).toContain('Published as version 2');
    await expect.poll(() => shopperHeading(server, '/delivery/')).toBe('Delivery, door to door');

    // History: the difference between the versions in words, and a rollback.
    await page.getByRole('button', { name: 'History' }).click();
    const pickers = page.locator('.studio-history__pickers');
    await pickers.getByLabel('From', { exact: true }).selectOption('1');
    await pickers.getByLabel('To', { exact: true }).selectOption('2');
    const diff = page.locator('.studio-diff');
    await expect.poll(() => diff.textContent().catch(() => '')).toContain('block "delivery-hero" › headline');
    expect(await diff.textContent()).toContain('"Delivery, door to door"');
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await expect.poll(() => page.locator('.studio-message').first().textContent()).toContain('Version 1 is live again');
    await expect.poll(() => shopperHeading(server, '/delivery/')).toBe('Delivery');
    // The refused publish above is a 422 answer, which Chromium logs as a failed resource; nothing else may be logged.
    expect(errors.filter((line) => !line.includes('status of 422'))).toEqual([]);
    await context.close();
  });
});

describe('the studio for keyboard and assistive technology', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  test('studio pages refuse anonymous visitors: they are sent to the studio sign-in', async () => {
    for (const path of ['/studio/', '/studio/pages/en/delivery/']) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`/studio/login/?next=${encodeURIComponent(path)}`);
    }
    expect((await fetch(`${server.url}/studio/login/`)).status).toBe(200);
  });

  test('sign-in, the page list and the editor have no serious or critical axe findings', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await page.goto(`${server.url}/studio/login/`);
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await signIn(page, server, '/studio/');
    await page.locator('.studio-pages__table tbody tr').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, { path: join(SHOTS, 'studio-pages-1366.png') });
    await page.getByRole('link', { name: 'Returns', exact: true }).click();
    await page.waitForURL(`${server.url}/studio/pages/en/returns/`);
    await page.locator('.studio-tree').waitFor();
    await expect.poll(() => page.locator('.studio-preview__state').textContent()).toBe('Up to date');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('.studio-tree__name').nth(2).click();
    await page.locator('.studio-form').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the editor works from the keyboard: arrows go through the blocks, Alt+arrows move one, Ctrl+S saves', async () => {
    const { page, context } = await openPage(browser, { width: 1366, height: 900 });
    await signIn(page, server, '/studio/pages/en/returns/');
    const names = () => page.locator('.studio-tree__id').allTextContents();
    const before = ['returns', 'returns-body', 'returns-title', 'returns-intro', 'returns-faq'];
    await expect.poll(names).toEqual(before);
    // The tree is drawn again once the preview has loaded: keys go to it after that.
    await expect.poll(() => page.locator('.studio-preview__state').textContent()).toBe('Up to date');
    await page.locator('#studio-node-\\#page').focus();
    const focused = () => page.evaluate(() => document.activeElement?.id);
    // returns › returns-body › (returns-title, returns-intro, returns-faq)
    for (const id of before.slice(0, 3)) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(focused).toBe(`studio-node-${id}`);
    }
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(names).toEqual([before[0], before[1], before[3], before[2], ...before.slice(4)]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`studio-node-${before[2]}`);
    expect(await status(page)).toBe('Unsaved changes');
    await page.keyboard.press('Control+s');
    await expect.poll(() => status(page)).toBe('All changes saved');
    await context.close();
  });
});
