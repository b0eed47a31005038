import { CARRIERS, type Carrier, trackingUrl } from '../../../domain/orders/carriers.ts';
import type { Database } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { sendEmail } from '../../integrations/email/outbox.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import type { OrderAddress } from '../../../schemas/generated/index.ts';
import { type AuditActor, recordAudit } from '../staff/audit.ts';
import { dispatchEmail } from './order-emails.ts';
import { capturePayment } from './order-payments.ts';
import { customerLanguage, orderForChange, refuseUnless } from './order-rules.ts';

/**
 * Dispatches a paid order with its parcel: the card payment held for it is captured first
 * (the money is taken when the goods leave), then, in one transaction, the order becomes
 * dispatched, the audit log records it and the customer's email (their language, with the
 * tracking link) is queued: an order is dispatched, and told, once.
 */
export async function dispatchOrder(
  db: Database,
  payments: PaymentProvider,
  orderNumber: string,
  shipment: { carrier: Carrier; trackingNumber: string },
  by: AuditActor,
): Promise<{ orderNumber: string }> {
  const order = await orderForChange(db, orderNumber);
  refuseUnless(order, 'dispatch', ['processing']);
  if (order.payment_status === 'authorized') await capturePayment(db, payments, order.id);
  return db.transaction(async (tx) => {
    const row = await queryOne<{ locale: string; estimated_delivery: string | null; shipping_address: OrderAddress; email: string; first_name: string }>(
      tx,
      `update orders o set status = 'dispatched', carrier = $2, tracking_number = $3, dispatched_at = now() from customers c
        where o.id = $1 and o.status = 'processing' and c.id = o.customer_id
        returning o.locale, to_char(o.estimated_delivery, 'YYYY-MM-DD') as estimated_delivery, o.shipping_address, c.email, c.first_name`,
      [order.id, shipment.carrier, shipment.trackingNumber],
    );
    // Another change got there between the check and now.
    if (!row) refuseUnless(await orderForChange(tx, orderNumber), 'dispatch', []);
    const url = trackingUrl(shipment.carrier, shipment.trackingNumber);
    await recordAudit(tx, {
      staff: by,
      action: 'dispatch',
      entity: 'order',
      entityId: orderNumber,
      before: { status: 'processing' },
      after: { status: 'dispatched', carrier: shipment.carrier, trackingNumber: shipment.trackingNumber },
    });
    await sendEmail(tx, {
      recipient: row!.email,
      ...dispatchEmail(
        {
          number: orderNumber,
          firstName: row!.first_name,
          address: row!.shipping_address,
          estimatedDelivery: row!.estimated_delivery ?? undefined,
          shipment: { carrierName: CARRIERS[shipment.carrier].name, trackingNumber: shipment.trackingNumber, trackingUrl: url },
        },
        customerLanguage(row!.locale),
      ),
    });
    return { orderNumber };
  });
}
