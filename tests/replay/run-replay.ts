import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { AxeViolation } from '../e2e/browser.ts';
import { type Comparison, compareWithBaselines } from './compare.ts';
import { storedScreenshot } from './stored-screenshot.ts';
import { type Replay, ReplayPages, shoot, VIEWPORTS, type ViewportName } from './shoot.ts';

/** Committed baselines, one PNG per recorded page and width. */
export const BASELINE_DIR = join(process.cwd(), 'fixtures', 'pages', 'screenshots');
/** New screenshots, differences and the report (git-ignored). */
export const REPORT_DIR = join(process.cwd(), 'test-results', 'qa-replay');

export type Outcome = 'same' | 'changed' | 'new' | 'updated';

export interface ReplayResult {
  name: string;
  locale: Replay['locale'];
  viewport: ViewportName;
  outcome: Outcome;
  comparison?: Omit<Comparison, 'diffPng'>;
  axe: AxeViolation[];
  errors: string[];
  /** Paths relative to the report: the baseline (a copy), the new screenshot, the difference. */
  images: { baseline?: string; current: string; diff?: string };
}

export interface RunOptions {
  browser: Browser;
  origin: string;
  replays: Replay[];
  /** Accept every new screenshot as the baseline. */
  update?: boolean;
  baselineDir?: string;
  reportDir?: string;
  /** Pages replayed at the same time. */
  concurrency?: number;
  /** Run axe-core on each page for the report (the CLI); the suite checks each page type in its own browser tests. */
  axe?: boolean;
  /** Called after each replay, for progress lines. */
  onResult?: (result: ReplayResult) => void;
}

/** Changed beyond the threshold, or never accepted: both fail until looked at. */
export const isFailing = (result: ReplayResult) => result.outcome === 'changed' || result.outcome === 'new';

export const screenshotName = (name: string, viewport: ViewportName) => `${name}--${viewport}.png`;

/** Replays every page at every width, compares with the baselines (or replaces them), and keeps the pictures for the report. */
export async function runReplays({
  browser,
  origin,
  replays,
  update = false,
  baselineDir = BASELINE_DIR,
  reportDir = REPORT_DIR,
  concurrency = 3,
  axe = true,
  onResult,
}: RunOptions) {
  rmSync(reportDir, { recursive: true, force: true });
  for (const folder of ['baseline', 'current', 'diff']) mkdirSync(join(reportDir, folder), { recursive: true });
  mkdirSync(baselineDir, { recursive: true });
  const jobs = replays.flatMap((replay) => VIEWPORTS.map(({ name: viewport }) => ({ replay, viewport })));
  const results: ReplayResult[] = new Array(jobs.length);
  let next = 0;
  const pages = new ReplayPages(browser, origin);
  // A few pages at once: much of a replay is waiting for the browser, not computing.
  const worker = async () => {
    for (let index = next++; index < jobs.length; index = next++) {
      const job = jobs[index];
      if (!job) break;
      const result = await replayOne(job.replay, job.viewport, { browser, origin, pages, update, baselineDir, reportDir, axe });
      results[index] = result;
      onResult?.(result);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  } finally {
    await pages.close();
  }
  return results;
}

async function replayOne(
  replay: Replay,
  viewport: ViewportName,
  {
    browser,
    origin,
    pages,
    update,
    baselineDir,
    reportDir,
    axe,
  }: { browser: Browser; origin: string; pages: ReplayPages; update: boolean; baselineDir: string; reportDir: string; axe: boolean },
): Promise<ReplayResult> {
  const shot = await shoot(browser, origin, replay, viewport, { axe, pages });
  const file = screenshotName(replay.name, viewport);
  const png = await storedScreenshot(shot.png);
  writeFileSync(join(reportDir, 'current', file), png);
  const baselineFile = join(baselineDir, file);
  const result: ReplayResult = {
    name: replay.name,
    locale: replay.locale,
    viewport,
    outcome: 'new',
    axe: shot.axe,
    errors: shot.errors,
    images: { current: `current/${file}` },
  };
  if (existsSync(baselineFile)) {
    copyFileSync(baselineFile, join(reportDir, 'baseline', file));
    // An alternate (`<name>--<viewport>.alt.png`) is the same page as another machine draws it.
    const alternate = baselineFile.replace(/\.png$/, '.alt.png');
    const baselines = [baselineFile, ...(existsSync(alternate) ? [alternate] : [])].map((path) => readFileSync(path));
    const { diffPng, baseline: closest, ...comparison } = compareWithBaselines(baselines, png);
    const identical = comparison.diffPixels === 0 && baselines[closest]?.equals(png);
    if (!identical) writeFileSync(join(reportDir, 'diff', file), diffPng);
    result.comparison = comparison;
    result.images = { baseline: `baseline/${file}`, current: `current/${file}`, ...(identical ? {} : { diff: `diff/${file}` }) };
    result.outcome = comparison.failed ? 'changed' : 'same';
  }
  if (update && result.outcome !== 'same') {
    writeFileSync(baselineFile, png);
    result.outcome = 'updated';
  }
  return result;
}
