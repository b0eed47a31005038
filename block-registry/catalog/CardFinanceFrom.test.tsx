import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { i18nFor } from '../../domain/i18n/index.ts';
import { PageContext } from '../../renderer/kit/hooks/page-context.ts';
import { fromMonthly } from '../../renderer/kit/hooks/use-from-monthly.ts';
import { DEFAULT_DEPOSIT_PERCENT } from '../../renderer/kit/stores/finance-store.ts';
import { EMPTY_SHELL } from '../../renderer/page-renderer.tsx';
import type { ProductCard, Shell } from '../../schemas/generated/index.ts';
import { SANDBOX_DEPOSITS, SANDBOX_PRODUCTS } from '../../server/integrations/finance/sandbox.ts';
import { CardFinanceFrom, CardFinanceLine } from './CardFinanceFrom.tsx';

const GB = { code: 'GB', name: 'United Kingdom', currency: 'GBP', currencySign: '£', locale: 'en-GB', flag: '/assets/flags/gb.svg' };
const DE = { ...GB, code: 'DE', name: 'Germany', currency: 'EUR', currencySign: '€', locale: 'de-DE', flag: '/assets/flags/de.svg' };
const BIKE: Pick<ProductCard, 'name' | 'href' | 'kind' | 'price' | 'specialPrice' | 'currency'> = {
  name: 'Endurance SL Sport',
  href: '/endurance-sl-sport/',
  kind: 'bike',
  price: 250000,
  specialPrice: 200000,
  currency: 'GBP',
};

function inPage(
  children: ReactNode,
  { location = GB, locale = 'en' as 'en' | 'de', pageCountry }: { location?: typeof GB; locale?: 'en' | 'de'; pageCountry?: string } = {},
): string {
  const shell: Shell = { ...EMPTY_SHELL, location, finance: { enabled: true, helpCentreUrl: '/contact/' } };
  return renderToString(
    <MemoryRouter>
      <I18nextProvider i18n={i18nFor(locale)}>
        <PageContext.Provider value={{ locale, pageType: 'category', shell, pageCountry: pageCountry ?? location.code }}>{children}</PageContext.Provider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

const LOADED = { v12Products: [...SANDBOX_PRODUCTS], v12Deposits: [...SANDBOX_DEPOSITS], depositPercent: DEFAULT_DEPOSIT_PERCENT };
/** The card's line once the plans are in, for a shopper to whom finance is offered. */
const line = (product: typeof BIKE) => <CardFinanceLine product={product} offered monthly={fromMonthly(product.specialPrice ?? product.price, LOADED)} />;

test("a UK card keeps the line's place, empty, until the plans are in: the server's HTML is the same for everyone", () => {
  expect(inPage(<CardFinanceFrom product={BIKE} />)).toBe('<p class="product-card__finance" aria-hidden="true"></p>');
});

test("once the plans are in, a bike's card reads 'From £45.20 a month' on its sale price and opens its page's calculator", () => {
  const html = inPage(line(BIKE));
  expect(html).toContain('href="/endurance-sl-sport/#finance-calculator"');
  expect(html.replace(/<[^>]+>/g, '')).toBe('From £45.20 a month, Endurance SL Sport with finance');
});

test("another product a plan finances leads to the finance page, in the page's language", () => {
  const html = inPage(line({ ...BIKE, kind: 'product', specialPrice: null, price: 200000 }), { locale: 'de' });
  expect(html).toContain('href="/de/finance/#finance-calculator"');
  expect(html).toContain('Ab 45,20');
});

test('a price no plan finances keeps the empty place; a shopper outside the UK gets nothing at all', () => {
  expect(inPage(line({ ...BIKE, specialPrice: null, price: 40000 }))).toBe('<p class="product-card__finance" aria-hidden="true"></p>');
  expect(inPage(line({ ...BIKE, currency: 'EUR' }))).toBe('<p class="product-card__finance" aria-hidden="true"></p>');
  expect(inPage(<CardFinanceFrom product={BIKE} />, { location: DE })).toBe('');
});

test('a page written for the UK keeps the empty place when the shopper turns out to be abroad, so nothing moves', () => {
  expect(inPage(<CardFinanceFrom product={BIKE} />, { location: DE, pageCountry: 'GB' })).toBe('<p class="product-card__finance" aria-hidden="true"></p>');
});
