import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { expect, test } from 'vitest';
import { CheckoutSummary } from '../../../block-registry/blocks/checkout/CheckoutSummary.tsx';
import { i18nFor } from '../../../domain/i18n/index.ts';
import type { Cart } from '../../../domain/cart/cart-types.ts';
import { EMPTY_SHELL } from '../../page-renderer.tsx';
import { PageContext } from '../hooks/page-context.ts';
import { CartSummary } from './cart-summary.tsx';

const gbp = (value: number) => ({ value, currency: 'GBP' });
const cart: Cart = {
  id: 'c1',
  items: [],
  prices: {
    subtotal_including_tax: gbp(100),
    default_shipping_rate: gbp(4.95),
    discounts: [{ label: 'WELCOME10', amount: gbp(10) }],
    grand_total: gbp(94.95),
  },
  applied_coupons: [{ code: 'WELCOME10' }],
  dispatch_date: null,
  total_quantity: 1,
};

const GERMANY = { code: 'DE', name: 'Germany', currency: 'GBP', currencySign: '£', locale: 'de-DE', flag: '/flags/de.svg' };

function render(element: React.ReactElement, language: 'en' | 'de' = 'en', location?: typeof GERMANY): string {
  const shell = location ? { ...EMPTY_SHELL, location } : EMPTY_SHELL;
  return renderToString(
    <I18nextProvider i18n={i18nFor(language)}>
      <PageContext.Provider value={{ locale: language, pageType: 'cms-page', shell }}>{element}</PageContext.Provider>
    </I18nextProvider>,
  );
}
const text = (html: string | undefined) => html?.replace(/<[^>]+>|<!-- -->/g, '');
const rows = (html: string) => [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, label, value]) => [text(label), text(value)]);

test('the cart panel and the checkout show the same totals rows, each in its own words', () => {
  expect(rows(render(<CartSummary cart={cart} />))).toEqual([
    ['Subtotal', '£100.00'],
    ['Discount WELCOME10', '−£10.00'],
    ['Delivery', '£4.95'],
    ['Total', '£94.95'],
  ]);
  const checkout = rows(render(<CheckoutSummary cart={cart} lines={[]} delivery={0} certificate={20} dispatchDate={undefined} />));
  expect(checkout.map(([, value]) => value)).toEqual(['£100.00', '−£10.00', checkout[2]?.[1], '£90.00', '−£20.00', '£70.00']);
  expect(checkout[2]?.[1]).not.toMatch(/£/);
});

test('a shopper abroad sees delivery calculated at the partner’s checkout and a total without the UK delivery rate', () => {
  expect(rows(render(<CartSummary cart={cart} />, 'en', GERMANY))).toEqual([
    ['Subtotal', '100,00\u00a0£'],
    ['Discount WELCOME10', '−10,00\u00a0£'],
    ['Delivery', 'Calculated at checkout'],
    ['Total', '90,00\u00a0£'],
  ]);
  expect(rows(render(<CartSummary cart={cart} />, 'de', GERMANY))[2]).toEqual(['Lieferung', 'Wird beim Checkout berechnet']);
});
