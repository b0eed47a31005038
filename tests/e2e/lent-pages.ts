import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';

/**
 * Browser pages lent from one test to the next in a file. A page's first load in a new tab costs
 * Chromium about 0.8 s of CPU more than a load in a tab that already showed the store (a new
 * renderer compiles and warms the scripts afresh), which made new tabs the largest single cost of
 * the browser tests. A lent page comes back as a new context would give it: no cookies, no stored
 * data (local, session, IndexedDB) for any origin it showed, no routes, listeners, extra headers
 * or permissions, the pointer off the page, and a plain text document in place of the store's.
 * It keeps the browser's cache, as any returning shopper's browser does; a test that watches the
 * requests for the store's own scripts asks for a fresh page.
 */
export interface Lease {
  context: BrowserContext;
  page: Page;
  /** Proxies the test works with: `close()` on either gives the page back instead of closing it. */
  lentContext: BrowserContext;
  lentPage: Page;
}

interface Entry {
  key: string;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Origins the page's frames showed during the current loan: their stored data goes when it comes back. */
  origins: Set<string>;
  /** Set once the test used something a lent page cannot take back (an init script, the clock, a binding). */
  lasting: boolean;
  returned: boolean;
}

/** Context calls whose effect stays with the context: a context that made one is closed, not lent again. */
const LASTING_CONTEXT = new Set([
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setOffline',
  'setGeolocation',
  'grantPermissions',
  'setHTTPCredentials',
  'clock',
  'newPage',
  'newCDPSession',
  'on',
  'once',
  'addListener',
  'routeFromHAR',
  'routeWebSocket',
  'tracing',
]);
/** The same for page calls. */
const LASTING_PAGE = new Set([
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'clock',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'addLocatorHandler',
  'routeFromHAR',
  'routeWebSocket',
]);

const idle = new WeakMap<Browser, Map<string, Entry[]>>();

/** Off the page: no element is hovered, as in a tab the pointer never entered. */
const POINTER_AWAY = -10;

/**
 * A page for one test: an idle one of this browser with the same `key` (what its context was made
 * with), or a new one from `create`. It goes back when the test ends, or earlier when the test
 * closes it or its context; a context the test closes and never gives back is closed with the browser.
 */
export async function borrowPage(browser: Browser, key: string, create: () => Promise<BrowserContext>, fresh = false): Promise<Lease> {
  const pool = idle.get(browser) ?? new Map<string, Entry[]>();
  idle.set(browser, pool);
  const waiting = fresh ? undefined : pool.get(key)?.pop();
  const entry = waiting ?? (await newEntry(key, create));
  entry.returned = false;
  entry.lasting = false;
  entry.origins.clear();
  entry.page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) entry.origins.add(origin);
  });
  const giveBackOnce = () => giveBack(browser, entry);
  try {
    onTestFinished(giveBackOnce);
  } catch {
    // Borrowed outside a test (a beforeAll): it stays out until closed.
  }
  return {
    context: entry.context,
    page: entry.page,
    lentContext: watch(entry.context, LASTING_CONTEXT, entry, giveBackOnce),
    lentPage: watch(entry.page, LASTING_PAGE, entry, giveBackOnce),
  };
}

async function newEntry(key: string, create: () => Promise<BrowserContext>): Promise<Entry> {
  const context = await create();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { key, context, page, cdp, origins: new Set(), lasting: false, returned: false };
}

/** The object with `close()` giving the page back, and a note taken when the test reaches for something lasting. */
function watch<T extends object>(target: T, lasting: ReadonlySet<string>, entry: Entry, giveBackOnce: () => Promise<void>): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'close') return giveBackOnce;
      if (typeof property === 'string' && lasting.has(property)) entry.lasting = true;
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** Where a lent page waits: a document with no script, and an icon of its own so the browser asks the server for none. */
const PARKED = '<!doctype html><title>Lent page</title><link rel="icon" href="data:,">';

async function park(page: Page, origin: string): Promise<void> {
  const url = `${origin}/__lent-page__`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: PARKED }));
  await page.goto(url, { timeout: 15_000 });
}

async function giveBack(browser: Browser, entry: Entry): Promise<void> {
  if (entry.returned) return;
  entry.returned = true;
  const { context, page, cdp } = entry;
  try {
    if (entry.lasting || page.isClosed() || !browser.isConnected()) throw new Error('not lent again');
    for (const other of context.pages()) if (other !== page) await other.close();
    page.removeAllListeners();
    // The test's document goes (its timers and unload handlers with it) before its data does;
    // an empty document of the same site keeps the tab's renderer, and with it the warm scripts.
    const { origin } = new URL(page.url());
    if (origin.startsWith('http')) await park(page, origin);
    await Promise.all([
      context.clearCookies(),
      context.clearPermissions(),
      context.setExtraHTTPHeaders({}),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      page.mouse.move(POINTER_AWAY, POINTER_AWAY),
      // local_storage covers session storage too.
      ...[...entry.origins].map((origin) =>
        cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' }),
      ),
    ]);
    const pool = idle.get(browser);
    pool?.set(entry.key, [...(pool.get(entry.key) ?? []), entry]);
  } catch {
    await context.close().catch(() => undefined);
  }
}
