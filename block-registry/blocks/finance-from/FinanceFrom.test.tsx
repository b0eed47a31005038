import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { expect, test } from 'vitest';
import { i18nFor } from '../../../domain/i18n/index.ts';
import { PageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { DEFAULT_DEPOSIT_PERCENT } from '../../../renderer/kit/stores/finance-store.ts';
import { EMPTY_SHELL } from '../../../renderer/page-renderer.tsx';
import type { Shell } from '../../../schemas/generated/index.ts';
import { SANDBOX_DEPOSITS, SANDBOX_PRODUCTS } from '../../../server/integrations/finance/sandbox.ts';
import { fromMonthly } from '../../../renderer/kit/hooks/use-from-monthly.ts';
import { FinanceFrom, FinanceFromView } from './FinanceFrom.tsx';

const GB = { code: 'GB', name: 'United Kingdom', currency: 'GBP', currencySign: '£', locale: 'en-GB', flag: '/assets/flags/gb.svg' };
const DE = { ...GB, code: 'DE', name: 'Germany', currency: 'EUR', currencySign: '€', locale: 'de-DE', flag: '/assets/flags/de.svg' };
const LOADED = { v12Products: [...SANDBOX_PRODUCTS], v12Deposits: [...SANDBOX_DEPOSITS], depositPercent: DEFAULT_DEPOSIT_PERCENT };

function inPage(children: ReactNode, { location = GB, enabled = true, locale = 'en' as 'en' | 'de' } = {}): string {
  const shell: Shell = { ...EMPTY_SHELL, location, finance: { enabled, helpCentreUrl: '/contact/' } };
  return renderToString(
    <I18nextProvider i18n={i18nFor(locale)}>
      <PageContext.Provider value={{ locale, pageType: 'parent-bike', shell }}>{children}</PageContext.Provider>
    </I18nextProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

test("a £2,000 bike is 'from £45.20 a month' at the starting deposit, and the line links to the page's calculator", () => {
  expect(fromMonthly(200000, LOADED)).toBe(4520);
  const html = inPage(<FinanceFromView monthly={4520} calculatorId="finance-calculator" />);
  expect(text(html)).toBe('From £45.20 a month with finance: see the plans');
  expect(html).toContain('href="#finance-calculator"');
});

test('it follows the deposit the shopper chose in the calculator', () => {
  // £1,000 financed over 48 months at 9.9 % APR.
  expect(fromMonthly(200000, { ...LOADED, depositPercent: 50 })).toBe(2511);
});

test('it reads in German on a German page', () => {
  expect(text(inPage(<FinanceFromView monthly={4520} calculatorId="finance-calculator" />, { locale: 'de' }))).toBe(
    'Ab 45,20 £ im Monat mit Finanzierung: Pläne ansehen',
  );
});

test('there is no line when no plan finances the price, nor before the plans are in', () => {
  // £400 with 10 % down is below the smallest loan (£500); £20,000 is above the largest (£10,000).
  expect(fromMonthly(40000, LOADED)).toBeUndefined();
  expect(fromMonthly(2000000, LOADED)).toBeUndefined();
  expect(fromMonthly(200000, { ...LOADED, v12Products: null })).toBeUndefined();
});

test('for a UK shopper the line keeps its place, empty, until the plans are in', () => {
  expect(inPage(<FinanceFrom blockId="finance-from" price={200000} />)).toBe('<p class="finance-from" aria-hidden="true"></p>');
});

test('outside the UK or with finance off the block renders nothing', () => {
  expect(inPage(<FinanceFrom blockId="finance-from" price={200000} />, { location: DE })).toBe('');
  expect(inPage(<FinanceFrom blockId="finance-from" price={200000} />, { enabled: false })).toBe('');
});
