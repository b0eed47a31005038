import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildClient } from '../../server/build/build-client.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { launchBrowser, openPage, waitForHydration } from './browser.ts';

/**
 * Screenshots of the shell for a person to look at: `npx tsx tests/e2e/screenshots.ts`.
 * Writes PNGs into screenshots/ (git-ignored). Pass `--no-build` to reuse dist/client.
 */
const OUT_DIR = join(process.cwd(), 'screenshots');
const PATHS = ['/', '/delivery/', '/de/', '/no-such-page/'];
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 800 },
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 900, height: 700 },
];

type Setup = (page: Page) => Promise<void>;

const STATES: { name: string; path: string; viewport: 'phone' | 'desktop' | 'tablet'; setup: Setup }[] = [
  { name: 'mobile-menu', path: '/', viewport: 'phone', setup: (page) => openMobileMenu(page) },
  { name: 'cart', path: '/', viewport: 'phone', setup: (page) => openCart(page) },
  { name: 'cart', path: '/', viewport: 'desktop', setup: (page) => openCart(page) },
  { name: 'mega-menu', path: '/', viewport: 'tablet', setup: (page) => page.locator('.main-nav__trigger').first().click() },
  { name: 'mega-menu', path: '/', viewport: 'desktop', setup: (page) => page.locator('.main-nav__trigger').first().click() },
  { name: 'focus', path: '/', viewport: 'desktop', setup: (page) => tabTo(page, 3) },
  { name: 'styleguide', path: '/delivery/', viewport: 'desktop', setup: (page) => showStyleguide(page) },
  { name: 'styleguide', path: '/delivery/', viewport: 'phone', setup: (page) => showStyleguide(page) },
  { name: 'toasts', path: '/', viewport: 'desktop', setup: (page) => showToasts(page) },
  { name: 'simple-layout', path: '/', viewport: 'desktop', setup: (page) => navigateWithLayout(page, 'simple') },
  { name: 'simple-layout', path: '/', viewport: 'phone', setup: (page) => navigateWithLayout(page, 'simple') },
];

/** No page uses the simple layout yet: a client navigation to /delivery/ is answered with it. */
async function navigateWithLayout(page: Page, layout: 'simple' | 'basic') {
  await page.route('**/delivery/', async (route) => {
    const response = await route.fetch();
    const tree = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...tree, layout } });
  });
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/delivery/"]')?.click());
  await page.locator('.site-header[data-variant="minimal"]').waitFor();
}

/** The global styles in one place: rich text, buttons, form controls, prices and cards. */
const STYLEGUIDE = `
<p class="eyebrow">Style guide</p>
<h2>Rich text</h2>
<p>Bikes arrive <strong>fully built</strong> in a protective box, with <a href="/returns/">free returns</a> inside 30 days.</p>
<ul><li>Pedals and a torque wrench in the box</li><li>Free UK delivery on every bike</li></ul>
<ol><li>Choose your frame</li><li>Pick the groupset</li></ol>
<blockquote>The best bike I have owned.</blockquote>
<table><thead><tr><th>Service</th><th>Time</th><th>Price</th></tr></thead><tbody><tr><td>Standard</td><td>3–5 days</td><td>Free</td></tr><tr><td>Next day</td><td>1 day</td><td>£15</td></tr></tbody></table>
<h3>Buttons</h3>
<p style="display:flex;gap:12px;flex-wrap:wrap"><button class="button button--primary">Add to basket</button><button class="button button--secondary">Compare</button><button class="button button--ghost">Size guide</button><button class="button button--primary" disabled>Sold out</button></p>
<h3>Prices</h3>
<p style="display:flex;gap:16px;align-items:center"><span class="price">£1,899</span><span class="price price--special">£1,499 <span class="price__was">£1,899</span></span><span class="save-label">Save £400</span></p>
<h3>Form</h3>
<div class="field"><label class="field__label" for="sg-email">Email</label><input class="input" id="sg-email" placeholder="you@example.com"></div>
<div class="field"><label class="field__label" for="sg-size">Frame size</label><select class="select" id="sg-size"><option>Medium</option></select></div>
<div class="field"><label class="field__label" for="sg-post">Postcode</label><input class="input" id="sg-post" aria-invalid="true" value="XX"><p class="field__error">Required Field</p></div>
<div class="field"><label class="checkbox"><input type="checkbox" checked> Send me the newsletter</label></div>
<div style="display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px;margin-top:24px"><article class="card card--interactive"><div class="card__media"></div><div class="card__body"><div class="card__badges"><span class="save-label">Save 20%</span></div><h3 class="card__title"><a class="card__link" href="/endurance-sl/">Endurance SL</a></h3><p class="card__text">Carbon endurance road bike</p><span class="price">£2,199</span></div></article></div>
<div class="block-diagnostic" style="margin-top:24px">Unknown block type “mystery-widget” (unknown) at <code>/root/children/1</code></div>`;

async function showStyleguide(page: Page) {
  await page.locator('.block-rich-text').evaluate((element, html) => {
    element.innerHTML = html;
  }, STYLEGUIDE);
  await page.locator('#main .button--secondary').first().hover();
  await page.locator('#sg-email').focus();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The toast area with one toast of each tone, drawn with the real markup classes. */
async function showToasts(page: Page) {
  await page.locator('.toasts').evaluate((element) => {
    const tones = [
      ['success', 'Endurance SL added to your basket', 'View basket'],
      ['info', 'Prices are shown in GBP for United Kingdom', ''],
      ['error', 'Please note we can not ship this product to your selected country', ''],
    ];
    element.innerHTML = tones
      .map(
        ([tone, message, action]) =>
          `<div class="toast toast--${tone}" role="status"><span class="toast__icon"><svg class="icon" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8"><circle cx="12" cy="12" r="9"/></svg></span><p class="toast__message">${message}</p>${action ? `<button class="toast__action">${action}</button>` : ''}<button class="icon-button toast__close">×</button></div>`,
      )
      .join('');
  });
}

async function openMobileMenu(page: Page) {
  await page.locator('.site-header__menu-toggle').click();
  await page.locator('#mobile-menu').waitFor({ state: 'visible' });
  await page.locator('.mobile-menu__trigger').first().click();
}

async function openCart(page: Page) {
  await page.locator('.site-header__cart').click();
  await page.locator('#cart-menu').waitFor({ state: 'visible' });
}

async function tabTo(page: Page, presses: number) {
  for (let i = 0; i < presses; i++) await page.keyboard.press('Tab');
}

function fileName(path: string, viewport: string, state?: string): string {
  const slug = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '-');
  return join(OUT_DIR, `${[slug, state, viewport].filter(Boolean).join('--')}.png`);
}

async function shoot(browser: Browser, url: string, viewportName: string, out: string, setup?: Setup) {
  const viewport = VIEWPORTS.find((v) => v.name === viewportName);
  if (!viewport) throw new Error(`Unknown viewport ${viewportName}`);
  const { page, context, errors } = await openPage(browser, viewport);
  await page.goto(url);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  if (setup) await setup(page);
  // Let slide-in transitions finish before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: out, fullPage: !setup || out.includes('styleguide') });
  const unexpected = errors.filter((error) => !error.includes('status of 404'));
  if (unexpected.length) console.warn(`${out}: ${unexpected.join(' | ')}`);
  console.log(out);
  await context.close();
}

if (!process.argv.includes('--no-build')) await buildClient({ minify: false });
mkdirSync(OUT_DIR, { recursive: true });
const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
try {
  for (const path of PATHS)
    for (const viewport of VIEWPORTS.filter((v) => v.name !== 'tablet' || path === '/'))
      await shoot(browser, server.url + path, viewport.name, fileName(path, viewport.name));
  for (const state of STATES) await shoot(browser, server.url + state.path, state.viewport, fileName(state.path, state.viewport, state.name), state.setup);
} finally {
  await browser.close();
  await server.close();
}
