import type { Page, Response } from 'playwright-core';
import { launchBrowser, watchNetwork } from './chromium.ts';
import { collectPersonalData, replacePersonalData } from './fake-personal-data.ts';
import type { RecordedCall, RecordedSession } from './recorded-session.ts';

/** A demo customer to sign in as; the demo password is the README's. */
export interface RecordCustomer {
  email: string;
  password: string;
}

export interface BrowserRecordOptions {
  url: URL;
  customer?: RecordCustomer;
  /** Products put into the cart before the page is recorded: a SKU, with chosen options after `+` (`RIDGEWAY-GR-PRO+size/m`). */
  addToCart?: string[];
  open?: 'cart';
}

export interface BrowserRecording {
  status: number;
  body: Record<string, unknown>;
  session: RecordedSession;
}

/** Cookies the server render depends on, kept by name for the replay. */
const REPLAYED_COOKIES = ['cart_id'];

export class BrowserRecordError extends Error {}

/** `SKU+option+option` → one cart line of one. */
export function cartItem(product: string): { sku: string; quantity: number; selected_options?: string[] } {
  const [sku = '', ...options] = product.split('+');
  return { sku, quantity: 1, ...(options.length ? { selected_options: options } : {}) };
}

async function callFromPage(page: Page, path: string, init: { method?: string; json?: unknown; accept?: string } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { Accept: init.accept ?? 'application/json', ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      });
      const text = await response.text();
      return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
    },
    { path, init },
  );
}

function messageOf(text: string): string {
  try {
    return String((JSON.parse(text) as { message?: unknown }).message ?? text);
  } catch {
    return text.slice(0, 200);
  }
}

/**
 * Records a page the way a shopper has it: in Chromium, signed in and with a cart when asked.
 * Keeps the tree and the personal calls the page made (answers marked `Cache-Control: private`),
 * with names, emails, phone numbers and addresses replaced by stable fakes in both.
 */
export async function recordInBrowser({ url, customer, addToCart = [], open }: BrowserRecordOptions): Promise<BrowserRecording> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(url.origin + '/');
    if (customer) {
      const login = await callFromPage(page, '/nuxt/api/auth/login', { method: 'POST', json: customer });
      if (login.status !== 200) throw new BrowserRecordError(`Signing in as ${customer.email} failed (${login.status}): ${messageOf(login.text)}`);
    }
    if (addToCart.length) {
      const created = await callFromPage(page, customer ? '/nuxt/api/cart/create-auth' : '/nuxt/api/cart/create-guest');
      if (created.status !== 200) throw new BrowserRecordError(`Could not open a cart (${created.status}): ${messageOf(created.text)}`);
      // Only the listed products: a demo customer's cart may hold an earlier recording's.
      await callFromPage(page, '/nuxt/api/cart/clear-cart');
      const added = await callFromPage(page, '/nuxt/api/cart/add-item', {
        method: 'POST',
        json: { cartItems: addToCart.map(cartItem) },
      });
      const problem =
        added.status === 200
          ? (JSON.parse(added.text) as { addProductsToCart?: { user_errors?: { message: string }[] } }).addProductsToCart?.user_errors?.[0]
          : undefined;
      if (added.status !== 200 || problem)
        throw new BrowserRecordError(`Could not put ${addToCart.join(', ')} into the cart: ${problem?.message ?? messageOf(added.text)}`);
    }

    const tree = await callFromPage(page, url.pathname + url.search);
    if (!tree.contentType.includes('application/json')) {
      throw new BrowserRecordError(`${url.href} did not answer with a page tree (status ${tree.status}, ${tree.contentType || 'no content type'}).`);
    }

    const answers: Promise<RecordedCall | undefined>[] = [];
    const keep = async (response: Response): Promise<RecordedCall | undefined> => {
      const request = response.request();
      const target = new URL(response.url());
      if (target.origin !== url.origin || !target.pathname.startsWith('/nuxt/api/') || request.method() !== 'GET') return undefined;
      if (!(response.headers()['cache-control'] ?? '').includes('private')) return undefined;
      return { method: 'GET', path: target.pathname + target.search, status: response.status(), body: await response.json().catch(() => null) };
    };
    page.on('response', (response) => answers.push(keep(response)));
    const network = watchNetwork(page);
    await page.goto(url.href);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    if (open === 'cart') {
      await page.locator('.site-header__cart').click();
      await page.locator('#cart-menu').waitFor({ state: 'visible' });
    }
    await network.quiet();
    const byPath = new Map<string, RecordedCall>();
    for (const call of await Promise.all(answers)) if (call) byPath.set(call.path, call);
    const calls = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
    const cookieNames = new Set((await context.cookies()).map((cookie) => cookie.name));

    const personal = collectPersonalData(calls.map((call) => call.body));
    if (customer) personal.set(customer.email, collectPersonalData([{ email: customer.email }]).get(customer.email) ?? '');
    const body = replacePersonalData(JSON.parse(tree.text) as Record<string, unknown>, personal);
    const session: RecordedSession = {
      note: `Recorded ${customer ? 'signed in as a demo customer' : 'as a guest'}${addToCart.length ? ' with a cart' : ''}; personal data replaced by fakes.`,
      cookies: REPLAYED_COOKIES.filter((name) => cookieNames.has(name)),
      ...(open ? { open } : {}),
      calls: replacePersonalData(calls, personal),
    };
    return { status: tree.status, body, session };
  } finally {
    await browser.close();
  }
}
