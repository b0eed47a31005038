import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { compareScreenshots } from '../replay/compare.ts';
import { recordedReplays } from '../replay/recorded-replays.ts';
import { resultLine, writeReport } from '../replay/report.ts';
import { BASELINE_DIR, isFailing, runReplays, screenshotName } from '../replay/run-replay.ts';
import { shoot } from '../replay/shoot.ts';
import { storedScreenshot } from '../replay/stored-screenshot.ts';
import { sharedBrowser } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ env: { LOG_LEVEL: 'error' } }), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('recorded pages replayed in Chromium (npm run qa:replay)', () => {
  test('every recorded page looks like its baseline at 390 and 1366 px', { timeout: 900_000 }, async () => {
    // The report goes outside the work tree; it is kept only when a page differs, for a person to open.
    const reportDir = mkdtempSync(join(tmpdir(), 'qa-replay-'));
    const replays = recordedReplays();
    // Pixels only: axe-core's findings go to the CLI's report, and each page type's own browser test asserts them.
    const results = await runReplays({ browser, origin: server.url, replays, reportDir, axe: false });
    const report = writeReport(results, reportDir);
    const failing = results.filter(isFailing).map((result) => resultLine(result, reportDir));
    if (failing.length === 0) rmSync(reportDir, { recursive: true, force: true });
    expect(results).toHaveLength(replays.length * 2);
    expect(failing, `see ${report}`).toEqual([]);
  });

  test('a one-line CSS change to the tier table is caught on the bike page', { timeout: 60_000 }, async () => {
    const bikePage = { name: 'catalog-parent-bike', locale: 'en' } as const;
    const changed = await shoot(browser, server.url, bikePage, 'desktop', { style: '.tier-comparison tr.is-changing { background: transparent; }' });
    const baseline = readFileSync(join(BASELINE_DIR, screenshotName(bikePage.name, 'desktop')));
    const comparison = compareScreenshots(baseline, await storedScreenshot(changed.png));
    expect(comparison.failed).toBe(true);
    expect(comparison.ratio).toBeGreaterThan(0.01);
  });
});
