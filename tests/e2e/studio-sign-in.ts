import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../helpers/studio.ts';
import { waitForHydration } from './browser.ts';

/** Opens a studio page signed out, signs in on the login page it leads to, and waits for the page itself. */
export async function signInToStudio(page: Page, baseUrl: string, path: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await expect.poll(() => page.url()).toContain(`/studio/login/?next=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}${path}`);
  await waitForHydration(page);
}
