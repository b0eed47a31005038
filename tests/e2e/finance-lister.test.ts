import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { financeProductOf } from '../../domain/finance/finance-product.ts';
import { lowestMonthlyRepayment } from '../../domain/finance/finance-quote.ts';
import { formatMoney } from '../../domain/money.ts';
import { SANDBOX_PRODUCTS } from '../../server/integrations/finance/sandbox.ts';
import { DEFAULT_DEPOSIT_PERCENT } from '../../renderer/kit/stores/finance-store.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, layoutShifts, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;
const SHOTS = join(tmpdir(), 'finance-screenshots');

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const ENGLISH = { prefix: '', locale: 'en-GB', money: 'en-GB', words: 'a month' };
const GERMAN = { prefix: '/de', locale: 'de-DE', money: 'de-DE', words: 'im Monat' };

/** What a card priced `pence` should say, by the domain's own rule at the deposit the store starts with. */
function expectedLine(pence: number, money: string, words: string): string | undefined {
  const monthly = lowestMonthlyRepayment(SANDBOX_PRODUCTS.map(financeProductOf), pence, DEFAULT_DEPOSIT_PERCENT);
  return monthly === undefined ? undefined : `${words === 'a month' ? 'From' : 'Ab'} ${formatMoney(monthly, 'GBP', money)} ${words}`;
}

/** Each card's sku and the text of its finance line, once every bike card's line has its figure. */
async function cardLines(page: Page) {
  await page.locator('.product-card[data-sku] .product-card__finance-link').first().waitFor();
  return page.locator('.product-card[data-sku]').evaluateAll((cards) =>
    cards.map((card) => ({
      sku: card.getAttribute('data-sku') ?? '',
      line: card.querySelector('.product-card__finance-link')?.childNodes[0]?.textContent ?? null,
      reserved: card.querySelector('.product-card__finance') !== null,
    })),
  );
}

const priceOf = async (sku: string) =>
  (await server.database.db.query<{ final_price: number }>('select p.final_price from catalog_products p where p.sku = $1', [sku]))[0]?.final_price ?? 0;

describe("the lister's 'from £x a month' line", () => {
  // Each width and each language once (German on the phone, where its longer words are tightest).
  for (const [viewport, language] of [
    [PHONE, GERMAN],
    [DESKTOP, ENGLISH],
  ] as const)
    test(`a UK shopper sees each financeable card's lowest monthly repayment, with nothing moving, and reaches the bike's calculator by keyboard (${language.prefix || 'en'}, ${viewport.width} px)`, async () => {
      const { page, context, errors } = await openPage(browser, { ...viewport, locale: language.locale });
      await page.goto(`${server.url}${language.prefix}/bikes/`);
      await waitForHydration(page);
      const lines = await cardLines(page);
      expect(lines.length).toBeGreaterThan(3);
      for (const { sku, line, reserved } of lines) {
        expect(reserved).toBe(true);
        expect(line ?? undefined, sku).toBe(expectedLine(await priceOf(sku), language.money, language.words));
      }
      const { shift, moved } = await layoutShifts(page);
      expect(shift, moved.join('\n')).toBeLessThan(0.01);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const grid = await page.locator('.product-grid').first().boundingBox();
      await lookAt(page, {
        path: join(SHOTS, `lister${language.prefix.replace('/', '-') || '-en'}-${viewport.width}.png`),
        fullPage: true,
        clip: { x: 0, y: grid?.y ?? 0, width: viewport.width, height: 760 },
      });

      // Tab from the first card's name to its finance line, and Enter opens the calculator on the bike page.
      const first = page.locator('.product-card[data-sku]').first();
      const target = await first.locator('.product-card__finance-link').getAttribute('href');
      expect(target).toMatch(/\/#finance-calculator$|\/\?colour=[a-z-]+#finance-calculator$/);
      await first.locator('.product-card__link').focus();
      for (let i = 0; i < 6 && !(await first.locator('.product-card__finance-link').evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.hash === '#finance-calculator');
      await page.locator('#finance-calculator').waitFor();
      await expect.poll(() => page.locator('#finance-calculator').evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

  test('search results carry the line too, by the same rule', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/search/?q=endurance`);
    await waitForHydration(page);
    const lines = await cardLines(page);
    for (const { sku, line } of lines) expect(line ?? undefined, sku).toBe(expectedLine(await priceOf(sku), 'en-GB', 'a month'));
    await context.close();
  });

  test("the plans arriving fill the cards' lines in a render that lets the page's other tasks run first", async () => {
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, fresh: true });
    // Once both finance answers are read, a task is queued; it notes how many lines have their figure when it runs.
    await page.addInitScript(() => {
      const json = Response.prototype.json;
      let read = 0;
      Response.prototype.json = async function (this: Response) {
        const body = await json.call(this);
        if (/\/nuxt\/api\/finance\/v12-(products|deposits)$/.test(this.url) && ++read === 2) {
          setTimeout(() => {
            document.documentElement.dataset['linesAtNextTask'] = String(document.querySelectorAll('.product-card__finance-link').length);
          }, 0);
        }
        return body;
      };
    });
    await page.goto(`${server.url}/bikes/`);
    await waitForHydration(page);
    await page.locator('.product-card__finance-link').first().waitFor();
    // A store's change renders at once; the lines' figures come in the deferred render after it.
    expect(await page.locator('html').getAttribute('data-lines-at-next-task')).toBe('0');
    expect(await page.locator('.product-card__finance-link').count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shoppers outside the UK see no line and keep no place for it: on the German site, and on the UK site in German', async () => {
    const german = await openPage(browser, { locale: 'de-DE' });
    await german.context.addCookies([{ name: 'site-env', value: 'de_de_de', url: server.url }]);
    // The sandbox geolocates this machine in the UK: the shopper says where they are.
    await german.page.goto(`${server.url}/bikes/?country=DE`);
    await waitForHydration(german.page);
    await german.page.locator('.product-card[data-sku]').first().waitFor();
    // The finance data would come from this call: it is never asked for.
    const asked = await german.page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/finance/v12-products')));
    expect(asked).toBe(false);
    expect(await german.page.locator('.product-card__finance').count()).toBe(0);
    await german.context.close();

    const abroad = await openPage(browser, { locale: 'de-DE' });
    await abroad.page.goto(`${server.url}/de/bikes/?country=AT`);
    await waitForHydration(abroad.page);
    await abroad.page.locator('.price-note:not(.price-note--reserved)').first().waitFor();
    expect(await abroad.page.locator('.product-card__finance').count()).toBe(0);
    await abroad.context.close();
  });
});
