/** Cart money rules, in minor units. */

/** Parts and accessories ship free from £50; bikes always ship free. */
export const FREE_SHIPPING_FROM = 5000;
export const STANDARD_SHIPPING = 499;

export interface CouponTerms {
  kind: 'percent' | 'fixed';
  amount: number;
}

export function shippingRate(subtotal: number, hasBike: boolean): number {
  if (subtotal === 0) return 0;
  return hasBike || subtotal >= FREE_SHIPPING_FROM ? 0 : STANDARD_SHIPPING;
}

/** A coupon's discount never exceeds the subtotal. */
export function couponDiscount(subtotal: number, coupon: CouponTerms | null): number {
  if (!coupon || subtotal === 0) return 0;
  const raw = coupon.kind === 'percent' ? Math.round((subtotal * coupon.amount) / 100) : coupon.amount;
  return Math.min(raw, subtotal);
}

/** Total = subtotal − first discount + default shipping rate (shipping 0 when the subtotal is 0). */
export function grandTotal(subtotal: number, discounts: readonly number[], shipping: number): number {
  return subtotal - (discounts[0] ?? 0) + (subtotal === 0 ? 0 : shipping);
}
