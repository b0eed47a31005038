import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../helpers/test-server.ts';
import { openPage, waitForHydration } from './browser.ts';

/** The shell's tests: a phone and a desktop screen, and what they ask of the open menus. */
export const PHONE = { width: 360, height: 800 };
export const DESKTOP = { width: 1280, height: 900 };

/** A page of the test server at a screen size, hydrated. */
export async function openShellPage(browser: Browser, server: TestServer, path: string, viewport: { width: number; height: number }) {
  const watched = await openPage(browser, viewport);
  await watched.page.goto(`${server.url}${path}`);
  await waitForHydration(watched.page);
  return watched;
}

export const bodyHasMenuOpen = (page: Page) => page.evaluate(() => document.body.classList.contains('menu-open'));
export const focusIsInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

/** Presses Tab until the focused element matches, at most `limit` times; returns whether it got there. */
export async function tabUntil(page: Page, selector: string, limit = 30): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
  }
  return false;
}
