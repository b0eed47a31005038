import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatMoney } from '../../domain/money.ts';
import { financeProductOf } from '../../domain/finance/finance-product.ts';
import { lowestMonthlyRepayment } from '../../domain/finance/finance-quote.ts';
import { financeTerms } from '../../domain/finance/repayments.ts';
import { SANDBOX_PRODUCTS } from '../../server/integrations/finance/sandbox.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, lookAt, openPage, seriousAxeViolations, waitForHydration } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What the calculator should say for the finance page's £2,000, worked out by the domain the server shares. */
function expectedMonthly(productId: string, depositPercent: number): string {
  const v12 = SANDBOX_PRODUCTS.find((p) => p.product_id === productId);
  if (!v12) throw new Error(`no sandbox product ${productId}`);
  return `${formatMoney(financeTerms(financeProductOf(v12), 200000, depositPercent).monthlyRepayment, 'GBP', 'en-GB')} a month`;
}

const monthly = (page: Page) => page.getByTestId('monthly-repayment');
const figure = (page: Page, label: string) => page.locator(`.finance-calculator__row:has(dt:text-is("${label}")) dd`).textContent();

async function openFinancePage(page: Page): Promise<void> {
  await page.goto(`${server.url}/finance/`);
  await waitForHydration(page);
  await monthly(page).waitFor();
}

describe('the finance calculator', () => {
  test('a UK shopper moves the deposit slider with the keyboard and the monthly repayment follows', async () => {
    const { page, context, errors } = await openPage(browser);
    await openFinancePage(page);
    expect(await monthly(page).textContent()).toBe(expectedMonthly('CL48-99', 10));
    const deposit = page.getByRole('slider', { name: 'Deposit' });
    await deposit.focus();
    await page.keyboard.press('ArrowRight');
    expect(await deposit.getAttribute('aria-valuetext')).toBe('15% (£300.00)');
    await expect.poll(() => monthly(page).textContent()).toBe(expectedMonthly('CL48-99', 15));
    await page.keyboard.press('Home');
    expect(await deposit.getAttribute('aria-valuetext')).toBe('0% (£0.00)');
    await expect.poll(() => monthly(page).textContent()).toBe(expectedMonthly('CL48-99', 0));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('choosing another term changes every figure to that plan', async () => {
    const { page, context } = await openPage(browser);
    await openFinancePage(page);
    await page.getByRole('radio', { name: /12 months/ }).check();
    await expect.poll(() => monthly(page).textContent()).toBe(expectedMonthly('IF12-0', 10));
    expect(await figure(page, 'Term')).toBe('12 months');
    expect(await figure(page, 'APR')).toBe('0%');
    expect(await figure(page, 'Total repayable')).toBe('£2,000.00');
    await page.getByRole('radio', { name: /36 months.*Classic plan/ }).check();
    await expect.poll(() => monthly(page).textContent()).toBe(expectedMonthly('CL36-129', 10));
    expect(await page.getByText('£25.00, payable with the first instalment').count()).toBe(1);
    await context.close();
  });

  test('a shopper whose country is Germany sees no calculator', async () => {
    const { page, context } = await openPage(browser);
    await context.addCookies([{ name: 'location', value: 'DE', url: server.url }]);
    await page.goto(`${server.url}/finance/`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Finance');
    expect(await page.locator('.finance-calculator').count()).toBe(0);
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`axe finds no serious or critical issue on the finance page at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width, height: 900 });
      await openFinancePage(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe("a bike page's 'From £x a month' line", () => {
  /** The line a bike page should show: the lowest monthly repayment for the price its tree gives the line, at the starting 10 % deposit. */
  async function expectedLine(path: string): Promise<string> {
    const tree = await (await fetch(`${server.url}${path}`, { headers: { Accept: 'application/json' } })).text();
    const price = Number(/"type":"finance-from","id":"finance-from","props":\{"price":(\d+)/.exec(tree)?.[1]);
    const monthly = lowestMonthlyRepayment(SANDBOX_PRODUCTS.map(financeProductOf), price, 10);
    if (monthly === undefined) throw new Error(`no plan finances ${price}`);
    return `From ${formatMoney(monthly, 'GBP', 'en-GB')} a month with finance: see the plans`;
  }

  for (const path of ['/endurance-sl/', '/endurance-sl-sport/']) {
    test(`on ${path} a UK shopper sees it, and following it from the keyboard brings the calculator into view with focus`, async () => {
      const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      const line = page.locator('.finance-from__link');
      await line.waitFor();
      expect((await line.textContent())?.replace(/\s+/g, ' ')).toBe(await expectedLine(path));
      const calculator = page.locator('section#finance-calculator');
      expect(await calculator.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
      await line.focus();
      await page.keyboard.press('Enter');
      // Its heading at the top of the window, below the sticky header (the page's scroll padding).
      await expect
        .poll(() =>
          calculator.evaluate(
            (el) => Math.abs(el.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop || '0')) < 1,
          ),
        )
        .toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('finance-calculator');
      // The shopper stays on the page: no navigation to a new tree.
      expect(new URL(page.url()).pathname).toBe(path);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('a shopper whose country is Germany sees neither the line nor the calculator on a bike page', async () => {
    const { page, context } = await openPage(browser);
    await context.addCookies([{ name: 'location', value: 'DE', url: server.url }]);
    await page.goto(`${server.url}/endurance-sl/`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.finance-from, .finance-calculator').count()).toBe(0);
    await context.close();
  });

  for (const [width, path] of [
    [390, '/endurance-sl-sport/'],
    [1366, '/endurance-sl-sport/'],
    [390, '/endurance-sl/'],
    [1366, '/endurance-sl/'],
  ] as const) {
    test(`axe finds no serious or critical issue on ${path} with the line at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width, height: 900 });
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      await page.locator('.finance-from__link').waitFor();
      await page.getByTestId('monthly-repayment').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      mkdirSync(join(tmpdir(), 'storefront-finance-from'), { recursive: true });
      await lookAt(page, { path: join(tmpdir(), 'storefront-finance-from', `${path.replaceAll('/', '')}-${width}.png`) });
      await context.close();
    });
  }
});

describe('the finance calculator with the provider down', () => {
  let failing: TestServer;
  beforeAll(async () => {
    failing = await startTestServer({ env: { FINANCE_SANDBOX_FAIL: 'true' } });
  });
  afterAll(async () => failing?.close());

  test('shows its own error text while the rest of the page works', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${failing.url}/finance/`);
    await waitForHydration(page);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain("We can't show finance options just now");
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Finance');
    await context.close();
  });
});

describe('the cycle-to-work quote', () => {
  async function fill(page: Page, values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  }

  test('a quote submitted with JavaScript shows its reference, and its email is in the outbox', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/cycletowork/quote/`);
    await waitForHydration(page);
    await fill(page, {
      'Employer name': 'Riverside Print Ltd',
      'Employer email': 'hr@riverside-print.example',
      'Your name': 'Alex Morgan',
      'Your email': 'alex.morgan@example.com',
      Bike: 'Metro 7 hybrid, size L',
      'Accessories (optional)': 'Lights',
      'Total of bike and accessories (£)': '1450',
    });
    await page.getByLabel('My employer has opted into a higher limit (up to £5,000)').check();
    expect(await page.getByRole('table').getByRole('caption').textContent()).toBe('Estimated saving on £1,450.00 by income tax band');
    await page.getByRole('button', { name: 'Get my quote' }).click();
    const reference = await page.getByTestId('quote-reference').textContent();
    expect(reference).toMatch(/^C2W-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your quote is on its way');
    const emails = await server.database.db.query<{ recipient: string; kind: string }>('select recipient, kind from email_outbox where subject like $1', [
      `%${reference}%`,
    ]);
    expect(emails).toEqual([{ recipient: 'alex.morgan@example.com', kind: 'cycle-to-work-quote' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an empty form gets Required Field beside each required field, and focus goes to the first', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/cycletowork/quote/`);
    await waitForHydration(page);
    await fill(page, { 'Employer name': 'Riverside Print Ltd', 'Total of bike and accessories (£)': '1200' });
    await page.getByRole('button', { name: 'Get my quote' }).click();
    await page.getByText('Please correct the highlighted fields.').waitFor();
    expect(await page.getByText('Required Field').count()).toBe(4);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('employerEmail');
    const total = page.getByLabel('Total of bike and accessories (£)', { exact: true });
    expect(await total.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await total.getAttribute('aria-describedby').then((ids) => ids?.split(' ')[0])}`).textContent()).toContain(
      'is over the £1,000 scheme limit',
    );
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`axe finds no serious or critical issue on the quote page, with errors showing, at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width, height: 900 });
      await page.goto(`${server.url}/cycletowork/quote/`);
      await waitForHydration(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Get my quote' }).click();
      await page.getByText('Please correct the highlighted fields.').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
