import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seeder } from '../../db/seed.ts';
import { FIXTURES_DIR } from '../content/content-seeder.ts';
import type { OrderAddress, OrderStatus } from '../../../schemas/generated/index.ts';

interface DemoOrder {
  orderNumber: string;
  customer: string;
  status: OrderStatus;
  currency: string;
  placedAt: string;
  items: { sku: string; name: string; quantity: number; unitPrice: number }[];
  subtotal: number;
  shipping: number;
  discount: number;
  grandTotal: number;
  shippingMethod: string;
  paymentMethod: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  dispatchDate: string | null;
  estimatedDelivery: string | null;
  certificateAmount?: number;
  certificateIssuedBy?: string;
}

/** A few past orders of the demo customers (runs after the customer seeder). */
export const orderSeeder: Seeder = {
  name: 'demo-orders',
  demo: true,
  async run(tx) {
    const { orders } = JSON.parse(readFileSync(join(FIXTURES_DIR, 'customers', 'demo-orders.json'), 'utf8')) as { orders: DemoOrder[] };
    for (const order of orders) {
      const [row] = await tx.query<{ id: number }>(
        `insert into orders (order_number, customer_id, status, currency, subtotal, shipping, discount, grand_total, shipping_method, payment_method,
           shipping_address, billing_address, dispatch_date, estimated_delivery, certificate_amount, certificate_issued_by, placed_at)
         select $1, id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17 from customers where lower(email) = $2
         returning id`,
        [
          order.orderNumber,
          order.customer,
          order.status,
          order.currency,
          order.subtotal,
          order.shipping,
          order.discount,
          order.grandTotal,
          order.shippingMethod,
          order.paymentMethod,
          JSON.stringify(order.shippingAddress),
          JSON.stringify(order.billingAddress),
          order.dispatchDate,
          order.estimatedDelivery,
          order.certificateAmount ?? null,
          order.certificateIssuedBy ?? null,
          order.placedAt,
        ],
      );
      if (!row) throw new Error(`demo order ${order.orderNumber}: no customer ${order.customer}`);
      for (const [index, item] of order.items.entries()) {
        await tx.query('insert into order_items (order_id, position, sku, product_name, quantity, unit_price, row_total) values ($1, $2, $3, $4, $5, $6, $7)', [
          row.id,
          index + 1,
          item.sku,
          item.name,
          item.quantity,
          item.unitPrice,
          item.quantity * item.unitPrice,
        ]);
      }
    }
  },
};
