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
  /** False once staff disable it: refused everywhere. */
  active: boolean;
  /** Orders one customer may place with it; null for no limit of its own. */
  per_customer_limit: number | null;
}

/** Whose cart it is, for the coupons that depend on the customer: who, has the customer ordered, and with this coupon how often. */
export interface CouponShopper {
  customerId?: number | null;
  hasOrdered: boolean;
  /** The customer's orders (not cancelled) placed with this coupon. */
  usedByCustomer?: number;
}

export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

export function findCoupon(db: Queryable, code: string): Promise<Coupon | undefined> {
  return queryOne<Coupon>(
    db,
    `select code, kind, amount, label, min_subtotal, starts_at, expires_at, usage_limit, times_used, first_order_only, active, per_customer_limit
     from coupons where code = $1`,
    [normaliseCouponCode(code)],
  );
}

/** Whether the cart's customer has an order that counts (not cancelled), and how many with `code`; a guest cart has none yet. */
export async function couponShopper(db: Queryable, customerId: number | null, code?: string): Promise<CouponShopper> {
  if (customerId === null) return { customerId, hasOrdered: false, usedByCustomer: 0 };
  const row = await queryOne<{ orders: number; with_coupon: number }>(
    db,
    `select count(*)::integer as orders, count(*) filter (where coupon_code = $2)::integer as with_coupon
     from orders where customer_id = $1 and status <> 'canceled'`,
    [customerId, code ?? null],
  );
  return { customerId, hasOrdered: (row?.orders ?? 0) > 0, usedByCustomer: row?.with_coupon ?? 0 };
}

/** Whether a coupon's terms depend on who the customer is. */
export const dependsOnShopper = (coupon: Coupon) => coupon.first_order_only || coupon.per_customer_limit !== null;

/** Why a coupon cannot be used on this shopper's cart of this subtotal now, or null when it can. */
export function couponProblem(coupon: Coupon, subtotal: number, shopper: CouponShopper, now = new Date()): string | null {
  if (!coupon.active) return cartMessages.couponDisabled(coupon.code);
  if (coupon.per_customer_limit !== null) {
    if (shopper.customerId === null || shopper.customerId === undefined) return cartMessages.couponSignIn(coupon.code);
    if ((shopper.usedByCustomer ?? 0) >= coupon.per_customer_limit) return cartMessages.couponPerCustomer(coupon.code, coupon.per_customer_limit);
  }
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
  const problem = couponProblem(coupon, subtotal, await couponShopper(tx, cart.customer_id, coupon.code));
  if (problem) throw invalid(problem, 'couponCode');
  await tx.query('update carts set coupon_code = $2, updated_at = now() where id = $1', [cart.id, coupon.code]);
}
