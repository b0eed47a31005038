import { isLanguage, type Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { OrderStatus } from '../../../schemas/generated/index.ts';

/** What the back office's steps need to know of an order before changing it. */
export interface OrderForChange {
  id: number;
  order_number: string;
  status: OrderStatus;
  currency: string;
  payment_status: 'authorized' | 'captured' | 'canceled' | null;
  payment_reference: string | null;
  payment_captured: number;
  payment_refunded: number;
  esw_checkout_id: string | null;
}

export const STEP_WORDS = {
  dispatch: 'dispatched',
  deliver: 'marked delivered',
  cancel: 'cancelled',
  refund: 'refunded',
} as const;
export type OrderStep = keyof typeof STEP_WORDS;

/** The words staff read for each status. */
export const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  processing: 'Paid',
  dispatched: 'Dispatched',
  complete: 'Delivered',
  canceled: 'Cancelled',
  closed: 'Closed',
};

/** The order with this number; 404 when there is none. */
export async function orderForChange(db: Queryable, orderNumber: string): Promise<OrderForChange> {
  const row = await queryOne<OrderForChange>(
    db,
    `select id, order_number, status, trim(currency) as currency, payment_status, payment_reference, payment_captured, payment_refunded, esw_checkout_id
       from orders where order_number = $1`,
    [orderNumber],
  );
  if (!row) throw notFound(`There is no order ${orderNumber}.`);
  return row;
}

/** The steps the cross-border partner owns on its orders: it took the money, so it cancels and refunds. */
export const PARTNER_STEPS: readonly OrderStep[] = ['cancel', 'refund'];

export const PARTNER_OWNS = (number: string) =>
  `Order ${number} was paid through the cross-border partner (ESW), which cancels and refunds it: its payment is read-only here.`;

/** A 409 naming why `step` cannot happen to the order now (a step the partner owns, or a status outside `allowed`). */
export function refuseUnless(order: OrderForChange, step: OrderStep, allowed: readonly OrderStatus[]): void {
  if (order.esw_checkout_id && PARTNER_STEPS.includes(step)) throw new DomainError('conflict', PARTNER_OWNS(order.order_number));
  if (allowed.includes(order.status)) return;
  const needs = allowed.length ? ` only an order that is ${allowed.map((s) => STATUS_WORDS[s].toLowerCase()).join(' or ')} can be ${STEP_WORDS[step]}` : '';
  throw new DomainError(
    'conflict',
    `Order ${order.order_number} is ${STATUS_WORDS[order.status].toLowerCase()};${needs || ' it changed meanwhile: reload it'}.`,
  );
}

/** The language the customer ordered in, for their emails. */
export function customerLanguage(locale: string): Language {
  return isLanguage(locale) ? locale : 'en';
}
