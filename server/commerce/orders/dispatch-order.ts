import { isLanguage } from '../../../domain/i18n/index.ts';
import type { Database } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { sendEmail } from '../../integrations/email/outbox.ts';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { OrderAddress } from '../../../schemas/generated/index.ts';
import { dispatchEmail } from './order-emails.ts';

/**
 * Marks an order as dispatched and queues the dispatch email to its customer, in the
 * language they ordered in, in one transaction: an order is dispatched (and told) once.
 */
export async function dispatchOrder(db: Database, orderNumber: string): Promise<{ orderNumber: string }> {
  return db.transaction(async (tx) => {
    const order = await queryOne<{ locale: string; estimated_delivery: string | null; shipping_address: OrderAddress; email: string; first_name: string }>(
      tx,
      `update orders o set status = 'dispatched' from customers c
        where o.order_number = $1 and o.status = 'processing' and c.id = o.customer_id
        returning o.locale, to_char(o.estimated_delivery, 'YYYY-MM-DD') as estimated_delivery, o.shipping_address, c.email, c.first_name`,
      [orderNumber],
    );
    if (!order) {
      const known = await queryOne<{ status: string }>(tx, 'select status from orders where order_number = $1', [orderNumber]);
      if (!known) throw notFound(`There is no order ${orderNumber}.`);
      throw new DomainError('conflict', `Order ${orderNumber} is ${known.status}; only an order being processed can be dispatched.`);
    }
    const language = isLanguage(order.locale) ? order.locale : 'en';
    await sendEmail(tx, {
      recipient: order.email,
      ...dispatchEmail(
        { number: orderNumber, firstName: order.first_name, address: order.shipping_address, estimatedDelivery: order.estimated_delivery ?? undefined },
        language,
      ),
    });
    return { orderNumber };
  });
}
