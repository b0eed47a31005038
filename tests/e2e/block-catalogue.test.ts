import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { launchBrowser, openPage, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** How long a visitor reads the catalogue; its account and sign-in examples once left it after 1–2 s. */
const STAY_MS = 5000;

describe('the block catalogue in a browser', () => {
  for (const visitor of ['signed out', 'signed in'] as const) {
    test(`a ${visitor} visitor stays on /blocks/ while every example renders inert`, async () => {
      const { page, context } = await openPage(browser);
      if (visitor === 'signed in') {
        const signIn = await context.request.post(`${server.url}/nuxt/api/auth/login`, {
          data: { email: 'demo@northvale.test', password: 'Northvale-demo-1' },
        });
        expect(signIn.status()).toBe(200);
      }
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      const logsBefore = server.logs.length;

      await page.goto(`${server.url}/blocks/`);
      await waitForHydration(page);
      await page.waitForTimeout(STAY_MS);

      // The router records its state with one replaceState of the same URL at start.
      expect([...new Set(visited)]).toEqual([`${server.url}/blocks/`]);
      expect(page.url()).toBe(`${server.url}/blocks/`);
      await page.getByRole('heading', { level: 1, name: 'Block catalogue' }).waitFor();
      expect(await page.locator('[data-block-error="qa-fault"]').count()).toBe(1);
      expect(await page.locator('.site-header').getAttribute('data-variant')).toBe('full');
      expect(await page.locator('.site-footer--minimal').count()).toBe(0);
      const errors = server.logs.slice(logsBefore).filter((line) => line['level'] === 'error' || 'err' in line);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
