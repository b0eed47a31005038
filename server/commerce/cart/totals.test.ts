import { describe, expect, it } from 'vitest';
import { couponDiscount, grandTotal, shippingRate } from './totals.ts';

describe('cart totals', () => {
  it('adds shipping to small parts orders only, and nothing to an empty cart', () => {
    expect(shippingRate(0, false)).toBe(0);
    expect(shippingRate(1999, false)).toBe(499);
    expect(shippingRate(5000, false)).toBe(0);
    expect(shippingRate(1999, true)).toBe(0);
  });

  it('takes percent and fixed discounts, never more than the subtotal', () => {
    expect(couponDiscount(219900, { kind: 'percent', amount: 10 })).toBe(21990);
    expect(couponDiscount(1999, { kind: 'fixed', amount: 2500 })).toBe(1999);
    expect(couponDiscount(0, { kind: 'percent', amount: 10 })).toBe(0);
    expect(couponDiscount(1000, null)).toBe(0);
  });

  it('is subtotal minus the first discount plus shipping, and shipping counts nothing on an empty cart', () => {
    expect(grandTotal(10000, [1000, 500], 499)).toBe(9499);
    expect(grandTotal(0, [], 499)).toBe(0);
    expect(grandTotal(2000, [], 499)).toBe(2499);
  });
});
