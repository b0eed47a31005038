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
}

export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

export function findCoupon(db: Queryable, code: string): Promise<Coupon | undefined> {
  return queryOne<Coupon>(db, 'select code, kind, amount, label, min_subtotal, starts_at, expires_at, usage_limit, times_used from coupons where code = $1', [
    normaliseCouponCode(code),
  ]);
}

/** Why a coupon cannot be used on a cart of this subtotal now, or null when it can. */
export function couponProblem(coupon: Coupon, subtotal: number, now = new Date()): string | null {
  if (coupon.starts_at && coupon.starts_at > now) return cartMessages.couponNotStarted(coupon.code);
  if (coupon.expires_at && coupon.expires_at <= now) return cartMessages.couponExpired(coupon.code);
  if (coupon.usage_limit !== null && coupon.times_used >= coupon.usage_limit) return cartMessages.couponUsedUp(coupon.code);
  if (subtotal < coupon.min_subtotal) return cartMessages.couponMinimum(coupon.code, formatPounds(coupon.min_subtotal));
  return null;
}

/** Applies a coupon to a locked cart: one coupon per cart; unknown, expired and used-up codes are refused. */
export async function applyCoupon(tx: Queryable, cart: { id: string; coupon_code: string | null }, code: string, subtotal: number): Promise<void> {
  const wanted = normaliseCouponCode(code);
  if (!wanted) throw invalid('Required Field', 'couponCode');
  if (cart.coupon_code === wanted) return;
  if (cart.coupon_code) throw new DomainError('conflict', cartMessages.couponAlreadyApplied);
  const coupon = await findCoupon(tx, wanted);
  if (!coupon) throw invalid(cartMessages.couponUnknown(wanted.slice(0, 40)), 'couponCode');
  const problem = couponProblem(coupon, subtotal);
  if (problem) throw invalid(problem, 'couponCode');
  await tx.query('update carts set coupon_code = $2, updated_at = now() where id = $1', [cart.id, coupon.code]);
}
