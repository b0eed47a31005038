/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Money } from '../entities/money.ts';
import type { OrderStatus } from '../entities/order-status.ts';
import type { OrderSummary } from '../entities/order-summary.ts';

/**
 * GET /nuxt/api/account/orders: the signed-in customer's orders, newest first.
 */
export interface CustomerOrdersResponse {
  customerOrders: {
    items: OrderSummary[];
    total_count: number;
  };
}
