import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CONSENT_COOKIE, NECESSARY_ONLY, serialiseConsent } from '../../domain/consent/consent.ts';
import type { RecordedSession } from '../../server/cli/recorded-session.ts';
import { watchNetwork } from '../../server/cli/chromium.ts';
import { type AxeViolation, axeViolations, waitForHydration } from '../e2e/browser.ts';
import { POINTER_AWAY } from '../e2e/lent-pages.ts';

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;
export type ViewportName = (typeof VIEWPORTS)[number]['name'];

/** Every replay sees the same moment: dates, "new" badges and the footer's year never move. */
export const FIXED_TIME = new Date('2026-06-15T09:00:00Z');

export interface Replay {
  /** File name in `fixtures/pages/` without `.json`. */
  name: string;
  locale: 'en' | 'de';
  session?: RecordedSession;
}

export interface Shot {
  png: Buffer;
  axe: AxeViolation[];
  /** Console errors and page errors while the replay ran. */
  errors: string[];
}

/** Math.random as a fixed sequence (mulberry32), so shuffled or random-keyed content draws the same each time. */
const SEEDED_RANDOM = `(() => {
  let seed = 0x2f6b1d;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();`;

/**
 * Same pixels for the same tree: no motion, no caret, no scrollbar. Frames (the card provider's hosted fields)
 * are the provider's pixels, not the store's, and Chromium paints them only once on screen: their
 * box is kept and left empty.
 */
const STILL_CSS = `*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }
html { scrollbar-width: none; }
iframe { visibility: hidden !important; }`;

/** The replay's address: German trees under /de/, so the shell around them is German too. */
export function replayPath(replay: Pick<Replay, 'name' | 'locale'>): string {
  return `${replay.locale === 'de' ? '/de' : ''}/qa/replay/${replay.name}/`;
}

/** Answers the calls a recording saw from the recording; everything else goes to the server. */
async function answerRecordedCalls(page: Page, origin: string, session: RecordedSession) {
  const calls = new Map(session.calls.map((call) => [`${call.method} ${call.path}`, call]));
  await page.route(`${origin}/nuxt/api/**`, async (route) => {
    const url = new URL(route.request().url());
    const call = calls.get(`${route.request().method()} ${url.pathname}${url.search}`);
    if (!call) return route.continue();
    await route.fulfill({ status: call.status, contentType: 'application/json', body: JSON.stringify(call.body) });
  });
}

/** Loads every lazy picture and waits until all pictures and fonts are there and the network has been quiet for half a second. */
async function settle(page: Page, network: ReturnType<typeof watchNetwork>) {
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
    // Decoded in full: a busy browser otherwise paints a drawing from a quicker, rougher decode first.
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  await network.quiet(500);
  // Content the browser adds late (recently viewed, personal data) has found its place once the height holds still.
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const before = document.documentElement.scrollHeight;
        setTimeout(() => resolve(document.documentElement.scrollHeight === before), 150);
      }),
    undefined,
    { timeout: 5000 },
  );
}

const onLoopback = (url: string, origin: string) => url.startsWith(origin) || new URL(url).hostname === '127.0.0.1';

/** A fresh visit in a tab that showed earlier replays: no stored data, whatever came before. */
const FORGET_STORAGE = `(() => {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {}
})();`;

/**
 * Browser tabs for replays, one set per language and width, each lent to one replay at a time.
 * A tab's first page costs the browser about 0.8 s of CPU more than a later one (a new renderer
 * compiles and warms the store's scripts afresh): a replay in a lent tab starts from no cookies,
 * empty storage (cleared before the page's own scripts run), no routes or listeners and the
 * pointer off the page, as in a new context.
 */
export class ReplayPages {
  private readonly idle = new Map<string, Page[]>();
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly origin: string,
  ) {}

  async borrow(locale: Replay['locale'], viewportName: ViewportName): Promise<Page> {
    const page = this.idle.get(`${locale} ${viewportName}`)?.pop() ?? (await (await this.create(locale, viewportName)).newPage());
    await page.context().clearCookies();
    return page;
  }

  /** Takes a tab back for the next replay; one that cannot be reset (it crashed, say) is closed instead. */
  async giveBack(locale: Replay['locale'], viewportName: ViewportName, page: Page): Promise<void> {
    try {
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.mouse.move(POINTER_AWAY, POINTER_AWAY);
      const key = `${locale} ${viewportName}`;
      this.idle.set(key, [...(this.idle.get(key) ?? []), page]);
    } catch {
      await page.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
  }

  private async create(locale: Replay['locale'], viewportName: ViewportName): Promise<BrowserContext> {
    const viewport = VIEWPORTS.find((v) => v.name === viewportName) ?? VIEWPORTS[0];
    const context = await this.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
      locale: locale === 'de' ? 'de-DE' : 'en-GB',
      timezoneId: 'Europe/London',
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    this.contexts.push(context);
    await context.clock.setFixedTime(FIXED_TIME);
    await context.addInitScript(SEEDED_RANDOM);
    await context.addInitScript(FORGET_STORAGE);
    // Nothing from outside this machine: an outside font or script would make pixels depend on the network.
    // The store and its local doubles (the card provider's hosted fields) are on loopback.
    await context.route(/^https?:\/\//, (route) => (onLoopback(route.request().url(), this.origin) ? route.fallback() : route.abort()));
    return context;
  }
}

/**
 * Replays one recorded page at one width: a full-page screenshot and
 * the axe-core findings. `style` adds CSS after the page's own, to try a change without editing
 * files. `pages` lends the tab (runReplays shares one set across its replays).
 */
export async function shoot(
  browser: Browser,
  origin: string,
  replay: Replay,
  viewportName: ViewportName,
  options: { style?: string; axe?: boolean; pages?: ReplayPages } = {},
): Promise<Shot> {
  const pages = options.pages ?? new ReplayPages(browser, origin);
  const page = await pages.borrow(replay.locale, viewportName);
  const context = page.context();
  try {
    for (const name of replay.session?.cookies ?? []) await context.addCookies([{ name, value: 'recorded', url: origin }]);
    // A visitor who has made a cookie choice: the consent banner is not part of the recorded page.
    await context.addCookies([{ name: CONSENT_COOKIE, value: serialiseConsent(NECESSARY_ONLY), url: origin }]);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    if (replay.session) await answerRecordedCalls(page, origin, replay.session);
    const network = watchNetwork(page);
    await page.goto(origin + replayPath(replay));
    await waitForHydration(page);
    await page.addStyleTag({ content: STILL_CSS + (options.style ?? '') });
    if (replay.session?.open === 'cart') {
      await page.locator('.site-header__cart').click();
      await page.locator('#cart-menu').waitFor({ state: 'visible' });
    }
    await settle(page, network);
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    return { png, axe: options.axe === false ? [] : await axeViolations(page), errors };
  } finally {
    if (options.pages) await pages.giveBack(replay.locale, viewportName, page);
    else await pages.close();
  }
}
