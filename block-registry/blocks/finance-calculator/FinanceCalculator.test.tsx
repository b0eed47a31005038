import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { PageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { i18nFor } from '../../../domain/i18n/index.ts';
import { EMPTY_SHELL } from '../../../renderer/page-renderer.tsx';
import type { Shell } from '../../../schemas/generated/index.ts';
import { SANDBOX_DEPOSITS, SANDBOX_PRODUCTS } from '../../../server/integrations/finance/sandbox.ts';
import { FinanceCalculator, FinanceCalculatorView } from './FinanceCalculator.tsx';
import { calculatorView, type FinanceSnapshot } from './use-finance-calculator.ts';

const GB = { code: 'GB', name: 'United Kingdom', currency: 'GBP', currencySign: '£', locale: 'en-GB', flag: '/assets/flags/gb.svg' };
const DE = { ...GB, code: 'DE', name: 'Germany', currency: 'EUR', currencySign: '€', locale: 'de-DE', flag: '/assets/flags/de.svg' };

function inPage(children: ReactNode, { location = GB, enabled = true, locale = 'en' as 'en' | 'de' } = {}): string {
  const shell: Shell = { ...EMPTY_SHELL, location, finance: { enabled, helpCentreUrl: '/contact/' } };
  return renderToString(
    <MemoryRouter>
      <I18nextProvider i18n={i18nFor(locale)}>
        <PageContext.Provider value={{ locale, pageType: 'cms-page', shell }}>{children}</PageContext.Provider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

const LOADED: FinanceSnapshot = {
  selectedPrice: null,
  depositPercent: 10,
  financeProduct: null,
  v12Products: [...SANDBOX_PRODUCTS],
  v12Deposits: [...SANDBOX_DEPOSITS],
  error: null,
};

/** The calculator as it shows for a state of the shared finance store. */
function renderView(snapshot: Partial<FinanceSnapshot>, { price = 200000, choosePrice = false, locale = 'en' as 'en' | 'de' } = {}): string {
  const view = calculatorView({ ...LOADED, ...snapshot }, price, choosePrice);
  return inPage(<FinanceCalculatorView blockId="finance" headingLevel={2} helpCentreUrl="/contact/" view={view} />, { locale });
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

test('outside the UK or with the finance flag off the calculator renders nothing', () => {
  expect(inPage(<FinanceCalculator blockId="finance" price={200000} />, { location: DE })).toBe('');
  expect(inPage(<FinanceCalculator blockId="finance" price={200000} />, { enabled: false })).toBe('');
});

test('on the server a UK shopper gets the finance copy, the help centre link and a loading status until the data arrives', () => {
  const html = inPage(<FinanceCalculator blockId="finance" price={200000} />);
  expect(text(html)).toContain('interest-free option with a deposit');
  expect(text(html)).toContain('classic plan with fixed monthly repayments');
  expect(text(html)).toContain('payable on approval or with the first instalment');
  expect(text(html)).toContain('Loading finance options');
  expect(html).toContain('href="/contact/"');
});

test('a £2,000 bike shows the 48-month representative example and its figures at a 10 % deposit', () => {
  const html = renderView({});
  expect(text(html)).toContain('£45.20 a month');
  expect(text(html)).toContain('Loan amount £1,800.00');
  expect(text(html)).toContain('Final payment £45.32');
  expect(text(html)).toContain('Total repayable £2,369.72');
  expect(text(html)).toContain('Representative 9.9% APR');
  expect(html).toMatch(/type="range"[^>]*aria-valuetext="10% \(£200.00\)"/);
  expect(html.match(/type="radio"/g)).toHaveLength(6);
});

test('the figures follow the shared deposit and chosen plan, and read in German on a German page', () => {
  const html = text(renderView({ depositPercent: 20, financeProduct: SANDBOX_PRODUCTS.find((p) => p.product_id === 'IF24-0') ?? null }, { locale: 'de' }));
  expect(html).toContain('66,67 £ im Monat');
  expect(html).toContain('29,00 £, zahlbar mit der ersten Rate');
  expect(html).toContain('Repräsentativer effektiver Jahreszins 9,9 %');
});

test('a provider failure shows the block’s own error text with a retry', () => {
  const html = text(renderView({ v12Products: null, error: 'Finance options are unavailable at the moment.' }));
  expect(html).toContain("We can't show finance options just now");
  expect(html).toContain('Try again');
});

test('on the finance page the shopper chooses the cash price, from the minimum finance amount to four times the start', () => {
  const slider = renderView({}, { choosePrice: true }).match(/<input[^>]*name="cash-price"[^>]*>/)?.[0];
  expect(slider).toMatch(/min="50000" max="800000" step="5000"/);
  expect(slider).toContain('value="200000"');
});

test('below the smallest minimum loan the shopper is asked for a higher cash price', () => {
  expect(text(renderView({}, { price: 50000 }))).toContain(
    'Finance is available on amounts of £500.00 or more after the deposit. Please choose a higher cash price.',
  );
});
