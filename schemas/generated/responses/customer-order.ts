/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Money } from '../entities/money.ts';
import type { OrderAddress } from '../entities/order-address.ts';
import type { OrderDetail } from '../entities/order-detail.ts';
import type { OrderStatus } from '../entities/order-status.ts';

/**
 * GET /nuxt/api/account/orders/{orderNumber}: one order of the signed-in customer.
 */
export interface CustomerOrderResponse {
  customerOrder: OrderDetail;
}
