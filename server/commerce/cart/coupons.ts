import { formatPounds } from '../../../domain/money.ts';
import { type Queryable, queryOne } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { cartMessages } from './cart-messages.ts';
import type { CouponTerms } from './totals.ts';

export interface Coupon extends CouponTerms {
  code: string;
  label: string;
  min_subtotal: number;
  starts_at: Date | null;
  expires_at: Date | null;
  usage_limit: number | null;
  times_used: number;
  /** Only for a customer's first order: refused once the customer has one. */
  first_order_only: boolean;
}

/** Whose cart it is, for the coupons that depend on the customer: has the customer placed an order? */
export interface CouponShopper {
  hasOrdered: boolean;
}

export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

export function findCoupon(db: Queryable, code: string): Promise<Coupon | undefined> {
  return queryOne<Coupon>(
    db,
    'select code, kind, amount, label, min_subtotal, starts_at, expires_at, usage_limit, times_used, first_order_only from coupons where code = $1',
    [normaliseCouponCode(code)],
  );
}

/** Whether the cart's customer has an order that counts (not cancelled); a guest cart has none yet. */
export async function couponShopper(db: Queryable, customerId: number | null): Promise<CouponShopper> {
  if (customerId === null) return { hasOrdered: false };
  const row = await queryOne(db, "select 1 from orders where customer_id = $1 and status <> 'canceled' limit 1", [customerId]);
  return { hasOrdered: row !== undefined };
}

/** Why a coupon cannot be used on this shopper's cart of this subtotal now, or null when it can. */
export function couponProblem(coupon: Coupon, subtotal: number, shopper: CouponShopper, now = new Date()): string | null {
  if (coupon.first_order_only && shopper.hasOrdered) return cartMessages.couponFirstOrder(coupon.code);
  if (coupon.starts_at && coupon.starts_at > now) return cartMessages.couponNotStarted(coupon.code);
  if (coupon.expires_at && coupon.expires_at <= now) return cartMessages.couponExpired(coupon.code);
  if (coupon.usage_limit !== null && coupon.times_used >= coupon.usage_limit) return cartMessages.couponUsedUp(coupon.code);
  if (subtotal < coupon.min_subtotal) return cartMessages.couponMinimum(coupon.code, formatPounds(coupon.min_subtotal));
  return null;
}

/** Applies a coupon to a locked cart: one coupon per cart; unknown, expired and used-up codes are refused. */
export async function applyCoupon(
  tx: Queryable,
  cart: { id: string; customer_id: number | null; coupon_code: string | null },
  code: string,
  subtotal: number,
): Promise<void> {
  const wanted = normaliseCouponCode(code);
  if (!wanted) throw invalid('Required Field', 'couponCode');
  if (cart.coupon_code === wanted) return;
  if (cart.coupon_code) throw new DomainError('conflict', cartMessages.couponAlreadyApplied);
  const coupon = await findCoupon(tx, wanted);
  if (!coupon) throw invalid(cartMessages.couponUnknown(wanted.slice(0, 40)), 'couponCode');
  const problem = couponProblem(coupon, subtotal, await couponShopper(tx, cart.customer_id));
  if (problem) throw invalid(problem, 'couponCode');
  await tx.query('update carts set coupon_code = $2, updated_at = now() where id = $1', [cart.id, coupon.code]);
}
