import { formatMoney } from '../../../domain/money.ts';
import { penceFromPounds } from '../../../schemas/pounds.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { sendEmail } from '../../integrations/email/outbox.ts';
import { IntegrationError } from '../../integrations/http-json.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { restockOrder } from '../checkout/order-lines.ts';
import { type AuditActor, recordAudit } from '../staff/audit.ts';
import { canceledEmail, deliveredEmail, refundEmail } from './order-emails.ts';
import { refundPayment } from './order-payments.ts';
import { customerLanguage, orderForChange, refuseUnless } from './order-rules.ts';

/** The customer an order's email goes to, and the language they ordered in. */
async function recipientOf(tx: Queryable, orderId: number): Promise<{ email: string; firstName: string; language: ReturnType<typeof customerLanguage> }> {
  const row = await queryOne<{ email: string; first_name: string; locale: string }>(
    tx,
    'select c.email, c.first_name, o.locale from orders o join customers c on c.id = o.customer_id where o.id = $1',
    [orderId],
  );
  return { email: row!.email, firstName: row!.first_name, language: customerLanguage(row!.locale) };
}

/** A dispatched order has arrived: delivered, audited and told to the customer in one transaction. */
export async function deliverOrder(db: Database, orderNumber: string, by: AuditActor): Promise<{ orderNumber: string }> {
  return db.transaction(async (tx) => {
    const order = await orderForChange(tx, orderNumber);
    refuseUnless(order, 'deliver', ['dispatched']);
    const moved = await queryOne(tx, "update orders set status = 'complete', delivered_at = now() where id = $1 and status = 'dispatched' returning id", [
      order.id,
    ]);
    if (!moved) refuseUnless(await orderForChange(tx, orderNumber), 'deliver', []);
    await recordAudit(tx, {
      staff: by,
      action: 'deliver',
      entity: 'order',
      entityId: orderNumber,
      before: { status: 'dispatched' },
      after: { status: 'complete' },
    });
    const to = await recipientOf(tx, order.id);
    await sendEmail(tx, { recipient: to.email, ...deliveredEmail({ number: orderNumber, firstName: to.firstName }, to.language) });
    return { orderNumber };
  });
}

const unavailable = 'The payment provider cannot be reached just now. Please try again in a minute.';

/**
 * Cancels an order before it is dispatched: the card payment held for it is released (or, when
 * it was taken, refunded in full) at the provider first; then, in one transaction, the order is
 * cancelled, its products go back into stock, the audit log records it and the customer is told.
 */
export async function cancelOrder(db: Database, payments: PaymentProvider, orderNumber: string, by: AuditActor): Promise<{ orderNumber: string }> {
  const order = await orderForChange(db, orderNumber);
  refuseUnless(order, 'cancel', ['pending', 'processing']);
  let released = false;
  let refunded = 0;
  if (order.payment_status === 'authorized' && order.payment_reference) {
    await payments.release(order.payment_reference).catch((error: unknown) => {
      throw error instanceof IntegrationError ? new DomainError('unavailable', unavailable) : error;
    });
    released = true;
  } else if (order.payment_status === 'captured' && order.payment_captured > order.payment_refunded) {
    refunded = order.payment_captured - order.payment_refunded;
    await refundPayment(db, payments, order.id, refunded);
  }
  return db.transaction(async (tx) => {
    const moved = await queryOne(
      tx,
      `update orders set status = 'canceled', canceled_at = now(), payment_status = case when $2 then 'canceled' else payment_status end
        where id = $1 and status in ('pending', 'processing') returning id`,
      [order.id, released],
    );
    if (!moved) refuseUnless(await orderForChange(tx, orderNumber), 'cancel', []);
    const restocked = await restockOrder(tx, order.id);
    await recordAudit(tx, {
      staff: by,
      action: 'cancel',
      entity: 'order',
      entityId: orderNumber,
      before: { status: order.status, payment: order.payment_status },
      after: { status: 'canceled', payment: released ? 'canceled' : order.payment_status, released, refunded, restocked },
    });
    const to = await recipientOf(tx, order.id);
    await sendEmail(tx, {
      recipient: to.email,
      ...canceledEmail({ number: orderNumber, firstName: to.firstName, currency: order.currency, refunded, released }, to.language),
    });
    return { orderNumber };
  });
}

/**
 * Refunds part of an order's card payment (`amount` in pounds, like "25.00"), or all that is
 * left when no amount is given, through the payment provider; then the audit log records it and
 * the customer is told. The provider's refund counts once however often it is told of it.
 */
export async function refundOrder(
  db: Database,
  payments: PaymentProvider,
  orderNumber: string,
  amount: unknown,
  by: AuditActor,
): Promise<{ orderNumber: string; given: number; refunded: number; currency: string }> {
  const order = await orderForChange(db, orderNumber);
  refuseUnless(order, 'refund', ['processing', 'dispatched', 'complete', 'canceled', 'closed']);
  let pence: number | undefined;
  if (amount !== undefined && amount !== '') {
    pence = penceFromPounds(amount);
    if (pence === undefined || pence < 1) throw invalid(`"amount" must be an amount of pounds like 25.00 (got ${JSON.stringify(amount)}).`, 'amount');
  }
  const left = order.payment_captured - order.payment_refunded;
  if (order.payment_status === 'captured' && left < 1)
    throw new DomainError('conflict', `Order ${orderNumber} is refunded in full: nothing is left to refund.`);
  if (order.payment_status === 'captured' && pence !== undefined && pence > left)
    throw invalid(`At most ${formatMoney(left, order.currency, 'en-GB')} of order ${orderNumber} is left to refund.`, 'amount');
  const before = order.payment_refunded;
  const after = await refundPayment(db, payments, order.id, pence);
  const given = after.refunded - before;
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      staff: by,
      action: 'refund',
      entity: 'order',
      entityId: orderNumber,
      before: { refunded: before },
      after: { refunded: after.refunded, amount: given },
    });
    const to = await recipientOf(tx, order.id);
    await sendEmail(tx, {
      recipient: to.email,
      ...refundEmail({ number: orderNumber, firstName: to.firstName, currency: order.currency, amount: given }, to.language),
    });
  });
  return { orderNumber, given, refunded: after.refunded, currency: order.currency };
}

export const NOTE_MAX_LENGTH = 2000;

/** An internal note on an order (never shown to the customer), audited. */
export async function addOrderNote(db: Database, orderNumber: string, body: unknown, by: AuditActor): Promise<{ orderNumber: string }> {
  const text = typeof body === 'string' ? body.trim() : '';
  if (!text) throw invalid('"body" is required: write the note as text.', 'body');
  if (text.length > NOTE_MAX_LENGTH) throw invalid(`A note is at most ${NOTE_MAX_LENGTH} characters (this one has ${text.length}).`, 'body');
  return db.transaction(async (tx) => {
    const order = await orderForChange(tx, orderNumber);
    await tx.query('insert into order_notes (order_id, staff_email, body) values ($1, $2, $3)', [order.id, by.email, text]);
    await recordAudit(tx, { staff: by, action: 'note', entity: 'order', entityId: orderNumber, after: { note: text } });
    return { orderNumber };
  });
}
