import { describe, expect, test } from 'vitest';
import { cartTotal, presentCart, withoutItem, withQuantity } from './cart-lines.ts';
import type { Cart, CartItem } from './cart-types.ts';

const item = (uid: string, sku: string, price: number, extra: Partial<CartItem> = {}): CartItem => ({
  uid,
  associated_uid: null,
  quantity: 1,
  position: Number(uid.replace(/\D/g, '')),
  product: { __typename: 'SimpleProduct', sku, name: sku, url_key: null, image: { url: null, label: sku } },
  prices: { price_including_tax: { value: price, currency: 'GBP' }, row_total_including_tax: { value: price, currency: 'GBP' } },
  selected_options: [],
  entered_options: [],
  dispatch_date: null,
  ...extra,
});

const paint = [
  { uid: 'frame_colour', value: '#1a6fb3' },
  { uid: 'top_tube_logo_colour', value: '#ffffff' },
  { uid: 'down_tube_logo_colour', value: '#ffcc00' },
  { uid: 'paint_finish', value: 'gloss' },
  { uid: 'gradient_angle', value: 'diagonal' },
];

const cart = (items: CartItem[], prices: Partial<Cart['prices']> = {}): Cart => ({
  id: 'c'.repeat(24),
  items,
  prices: {
    subtotal_including_tax: { value: 4278.99, currency: 'GBP' },
    default_shipping_rate: { value: 0, currency: 'GBP' },
    discounts: [],
    grand_total: { value: 4278.99, currency: 'GBP' },
    ...prices,
  },
  applied_coupons: null,
  dispatch_date: null,
  total_quantity: items.length,
});

const bike = item('i1', 'ENDURANCE-SL-PRO', 3999, {
  product: { __typename: 'BundleProduct', sku: 'ENDURANCE-SL-PRO', name: 'Endurance SL Pro', url_key: null, image: { url: null, label: '' } },
});
const colour = item('i2', 'BBCOLOUR-CUSTOM', 250, { associated_uid: 'i1', entered_options: paint });
const kit = item('i3', 'NV-1054', 29.99, { quantity: 2 });

describe('presenting the cart', () => {
  test('hides the colour item and adds its price to the bike, which carries the colour', () => {
    const shown = presentCart(cart([kit, colour, bike]));
    expect(shown.lines.map((l) => l.item.uid)).toEqual(['i1', 'i3']);
    expect(shown.lines[0]).toMatchObject({ unitPrice: 4249, customColour: { uid: 'i2', price: 250, frame: '#1a6fb3', finish: 'gloss', gradient: 'diagonal' } });
    expect(shown.lines[1]).toMatchObject({ unitPrice: 29.99, customColour: null });
    expect(shown).toMatchObject({ bikeMissing: false, count: 3 });
  });

  test('a colour item without its bike is "Bike is missing from cart"', () => {
    expect(presentCart(cart([colour, kit])).bikeMissing).toBe(true);
    expect(presentCart(cart([{ ...colour, associated_uid: null }])).bikeMissing).toBe(true);
  });

  test('a bike line takes one (one bike per checkout), any other line up to 99', () => {
    const [bikeLine, kitLine] = presentCart(cart([bike, kit])).lines;
    expect(bikeLine?.maxQuantity).toBe(1);
    expect(kitLine?.maxQuantity).toBe(99);
  });

  test('no cart shows nothing', () => {
    expect(presentCart(null)).toEqual({ lines: [], bikeMissing: false, count: 0 });
  });
});

describe('the total', () => {
  test('is subtotal minus the first discount plus shipping', () => {
    const discounts = [
      { label: 'A', amount: { value: 10, currency: 'GBP' } },
      { label: 'B', amount: { value: 99, currency: 'GBP' } },
    ];
    expect(
      cartTotal(cart([], { subtotal_including_tax: { value: 100, currency: 'GBP' }, default_shipping_rate: { value: 4.99, currency: 'GBP' }, discounts })),
    ).toBe(94.99);
  });

  test('leaves the UK shipping rate out for a shopper abroad, whose delivery the partner prices at its checkout', () => {
    expect(
      cartTotal(cart([], { subtotal_including_tax: { value: 100, currency: 'GBP' }, default_shipping_rate: { value: 4.99, currency: 'GBP' } }), false),
    ).toBe(100);
  });

  test('has no shipping when the subtotal is 0', () => {
    expect(cartTotal(cart([], { subtotal_including_tax: { value: 0, currency: 'GBP' }, default_shipping_rate: { value: 4.99, currency: 'GBP' } }))).toBe(0);
  });
});

describe('optimistic changes', () => {
  test('a new quantity changes the subtotal in whole pence', () => {
    const changed = withQuantity(cart([kit]), 'i3', 5);
    expect(changed.items[0]?.quantity).toBe(5);
    expect(changed.prices.subtotal_including_tax.value).toBe(149.95);
  });

  test('removing a bike removes its colour too', () => {
    const left = withoutItem(cart([bike, colour, kit]), 'i1');
    expect(left.items.map((i) => i.uid)).toEqual(['i3']);
    expect(left.prices.subtotal_including_tax.value).toBe(59.98);
  });
});
