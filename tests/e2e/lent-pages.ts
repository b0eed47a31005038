import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { launchBrowser } from '../../server/cli/chromium.ts';
import { perWorker } from '../helpers/per-worker.ts';

/**
 * Browser pages lent from one test to the next, within a file and across the files a worker runs
 * (see `sharedBrowser`). A page's first load in a new tab costs Chromium about 0.8 s of CPU more
 * than a load in a tab that already showed the store (a new renderer compiles and warms the
 * scripts afresh), which made new tabs the largest single cost of the browser tests. A lent page
 * comes back as a new context would give it: no cookies, no stored data (local, session,
 * IndexedDB) for any origin it showed, no routes, listeners, extra headers or permissions, the
 * pointer off the page, and an empty document in place of the store's.
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

const FILE = Symbol.for('storefront.e2e.file-browser');
/** The worker's browser and idle pages, shared by the files it runs one after another. */
const shared = perWorker<Shared>('shared-browser', () => ({ idle: new WeakMap() }));

interface Shared {
  launched?: Promise<Browser>;
  /** Idle pages of each browser, by what their context was made with. */
  idle: WeakMap<Browser, Map<string, Entry[]>>;
}

/** What one file opened in the shared browser: closed, or given back, when the file closes it. */
interface FileBrowser {
  browser: Browser;
  contexts: Set<BrowserContext>;
  /** Pages borrowed outside a test (in a beforeAll), which no test's end gives back. */
  outstanding: Set<() => Promise<void>>;
}

/**
 * The worker's Chromium, launched by the first file that asks and shared by the files after it: a
 * launch costs about 0.7 s of CPU, and the pages they borrow stay warm from one file to the next.
 * Each file gets a view of it whose `close()` closes only the contexts the file made and gives
 * back the pages it borrowed; the browser itself ends with the worker.
 */
export async function sharedBrowser(): Promise<Browser> {
  const running = await shared.launched?.catch(() => undefined);
  if (!running?.isConnected()) shared.launched = launchBrowser();
  const browser = await (shared.launched as Promise<Browser>);
  const file: FileBrowser = { browser, contexts: new Set(), outstanding: new Set() };
  const close = async () => {
    for (const giveBackOnce of [...file.outstanding]) await giveBackOnce();
    await Promise.all([...file.contexts].map((context) => context.close().catch(() => undefined)));
  };
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    file.contexts.add(context);
    return context;
  };
  const newPage: Browser['newPage'] = async (options) => {
    const page = await browser.newPage(options);
    file.contexts.add(page.context());
    return page;
  };
  const own: Record<string | symbol, unknown> = { close, newContext, newPage, [FILE]: file };
  return new Proxy(browser, {
    get(target, property) {
      if (property in own) return own[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Off the page: no element is hovered, as in a tab the pointer never entered. */
export const POINTER_AWAY = -10;

/**
 * A page for one test: an idle one of this browser with the same `key` (what its context was made
 * with), or a new one in a context `create` makes in the shared browser itself (not the file's
 * view of it: the page outlives the file). It goes back when the test ends, or earlier when the
 * test closes it or its context.
 */
export async function borrowPage(
  view: Browser,
  key: string,
  create: (browser: Browser) => Promise<BrowserContext>,
  fresh = false,
  // A concurrent test must pass its own context's hook: the global one cannot tell which of the running tests borrowed.
  whenFinished: (listener: () => Promise<void>) => void = onTestFinished,
): Promise<Lease> {
  const file = (view as unknown as Record<symbol, FileBrowser | undefined>)[FILE];
  const browser = file?.browser ?? view;
  const pool = shared.idle.get(browser) ?? new Map<string, Entry[]>();
  shared.idle.set(browser, pool);
  const waiting = fresh ? undefined : pool.get(key)?.pop();
  const entry = waiting ?? (await newEntry(key, () => create(browser)));
  entry.returned = false;
  entry.lasting = false;
  entry.origins.clear();
  entry.page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) entry.origins.add(origin);
  });
  const giveBackOnce = async () => {
    file?.outstanding.delete(giveBackOnce);
    await giveBack(browser, entry);
  };
  try {
    whenFinished(giveBackOnce);
  } catch {
    // Borrowed outside a test (a beforeAll): it stays out until the file closes it or its browser.
    file?.outstanding.add(giveBackOnce);
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
    const pool = shared.idle.get(browser);
    pool?.set(entry.key, [...(pool.get(entry.key) ?? []), entry]);
  } catch {
    await context.close().catch(() => undefined);
  }
}
