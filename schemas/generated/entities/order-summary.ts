/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Money } from '../entities/money.ts';
import type { OrderStatus } from '../entities/order-status.ts';

/**
 * A row of the customer's orders list (spec section 3: order id, date, status, total; the action is the link to the detail).
 */
export interface OrderSummary {
  number: string;
  order_date: string;
  status: OrderStatus;
  grand_total: Money;
}
