import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACCEPT_ALL, CONSENT_COOKIE, type ConsentChoice, serialiseConsent } from '../../domain/consent/consent.ts';
import { DEMO_STAFF_PASSWORD } from '../helpers/studio.ts';
import { borrowPage } from './lent-pages.ts';

export { launchBrowser } from '../../server/cli/chromium.ts';
export { sharedBrowser } from './lent-pages.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console.error lines and uncaught page errors, hydration warnings among them. */
  errors: string[];
}

/**
 * A page as a new context shows it, watched for console errors and page errors; lent from an
 * earlier test of this worker where one is idle (see lent-pages.ts), or new when `fresh` asks for
 * an empty cache. The visitor has already made a cookie choice (all accepted, so the banner covers
 * nothing and the data layer runs) unless `consent` says otherwise; `false` is a first visit.
 * Closing the page or its context gives it back; so does the end of the test.
 */
export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    locale?: string;
    consent?: ConsentChoice | false;
    fresh?: boolean;
    /** A concurrent test's own `onTestFinished` (from its test context), so the page goes back when that test ends. */
    onTestFinished?: (listener: () => Promise<void>) => void;
  } = {},
): Promise<WatchedPage> {
  const locale = options.locale ?? 'en-GB';
  const viewport = { width: options.width ?? 1280, height: options.height ?? 900 };
  const consent = options.consent ?? ACCEPT_ALL;
  const create = async (shared: Browser) => {
    const context = await shared.newContext({ viewport, locale });
    // Playwright's own 30 s limit on a wait or a navigation is too tight under heavy load.
    context.setDefaultTimeout(60_000);
    if (consent) {
      const cookie = `${CONSENT_COOKIE}=${serialiseConsent(consent)}`;
      await context.addInitScript(
        ([name, value]) => {
          // biome-ignore lint/suspicious/noDocumentCookie: synchronous, so the choice is there before the page's own scripts run.
          if (!document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`))) document.cookie = `${value}; Path=/; SameSite=Lax`;
        },
        [CONSENT_COOKIE, cookie],
      );
    }
    return context;
  };
  const lease = await borrowPage(browser, JSON.stringify([locale, consent]), create, options.fresh, options.onTestFinished);
  await lease.page.setViewportSize(viewport);
  const errors: string[] = [];
  lease.page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  lease.page.on('pageerror', (error) => errors.push(error.message));
  return { page: lease.lentPage, context: lease.lentContext, errors };
}

/** Set (to anything) to keep the screenshots browser tests take for a person to look at. */
export const SCREENSHOTS_ENV = 'STOREFRONT_SCREENSHOTS';

/**
 * A screenshot of a page or an element for a person to look at (each test names where it goes), taken only when
 * STOREFRONT_SCREENSHOTS is set: nothing asserts on it, and each one costs the browser a paint
 * of the page and a PNG, which a plain test run does not need.
 */
export async function lookAt<Options>(target: { screenshot(options: Options): Promise<unknown> }, options: Options): Promise<void> {
  if (process.env[SCREENSHOTS_ENV]) await target.screenshot(options);
}

/** Waits until the client has hydrated the server HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

/** Marks the window: the mark is still there after a client navigation, and gone after a full page load. */
export async function markDocument(page: Page, mark: string): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as { __marker: string }).__marker = value;
  }, mark);
}

/** The mark `markDocument` left on the window, if the document is still the same one. */
export function documentMark(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: string }).__marker);
}

/** Opens a studio page signed out, signs in as a demo staff member on the sign-in page it sends to, and waits until it is back and hydrated. */
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

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Every axe-core finding on the current page (or in one of its frames, such as a provider's hosted fields). */
export async function axeViolations(page: Page | Frame): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // Content the browser styles only near the screen (`content-visibility: auto`: the late cards,
    // the footer) is styled for the check. Styled while axe reads it, its links would start their
    // colour transition from the browser's default blue, and axe would read that.
    const deferred = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => getComputedStyle(element).contentVisibility === 'auto');
    for (const element of deferred) element.style.contentVisibility = 'visible';
    try {
      // Colours are judged once running transitions (a button's hover fade) have settled.
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => Number(a.effect?.getComputedTiming().endTime) < Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      );
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    } finally {
      for (const element of deferred) element.style.removeProperty('content-visibility');
    }
  });
  return violations;
}

/** Serious and critical axe-core findings on the current page. */
export async function seriousAxeViolations(page: Page | Frame): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * The page's cumulative layout shift so far, with what moved in each shift, so a failure names
 * the element instead of only a number.
 */
export function layoutShifts(page: Page): Promise<{ shift: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ shift: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const { value, sources = [] } = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
            total += value;
            const nodes = sources.map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)));
            moved.push(`${value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ shift: total, moved }), 100);
      }),
  );
}
