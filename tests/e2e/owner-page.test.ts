import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
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

test('from the bike page a guest reaches the owner page and registers the warranty from the keyboard, mistakes first', async () => {
  const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
  await page.goto(`${server.url}/endurance-sl/`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Own one? Manuals, service and warranty' }).click();
  await page.waitForURL(`${server.url}/my-endurance-sl/`);
  await page.getByRole('heading', { level: 1, name: 'Your Endurance SL' }).waitFor();

  const frame = page.getByLabel('Frame number');
  await frame.fill('AB1');
  await page.getByLabel('Date of purchase').fill('2026-01-15');
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Email').press('Enter');
  const frameError = page.getByText('Enter the frame number as stamped under the bottom bracket', { exact: false });
  await frameError.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('frameNumber');
  expect(await frame.getAttribute('aria-invalid')).toBe('true');

  const frameNumber = `NV${Date.now().toString(36).toUpperCase()}`;
  await frame.fill(frameNumber);
  await frame.press('Enter');
  const done = page.getByRole('status').filter({ hasText: 'Your Endurance SL is registered' });
  await done.waitFor();
  const reference = /WTY-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/.exec((await done.textContent()) ?? '')?.[0];
  const rows = await server.database.db.query<{ frame_number: string; email: string }>(
    'select frame_number, email from warranty_registrations where reference = $1',
    [reference],
  );
  expect(rows).toEqual([{ frame_number: frameNumber, email: 'owner@example.com' }]);
  // The browser logs the refused first attempt (400) itself; nothing else went wrong.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  await context.close();
});

for (const [width, path] of [
  [390, '/my-endurance-sl/'],
  [1366, '/my-endurance-sl/'],
  [390, '/de/my-endurance-sl/'],
  [1366, '/de/my-endurance-sl/'],
] as const) {
  test(`axe finds no serious or critical issue on ${path} at ${width} px, with a spec sheet open`, async () => {
    const { page, context } = await openPage(browser, { width, height: 900 });
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    await page.locator('[aria-labelledby="owner-specs-heading"] summary').first().click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    mkdirSync(join(tmpdir(), 'storefront-owner-page'), { recursive: true });
    await lookAt(page, { path: join(tmpdir(), 'storefront-owner-page', `${path.replaceAll('/', '_')}${width}.png`), fullPage: true });
    await context.close();
  });
}
