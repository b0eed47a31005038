import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { countRefund } from './order-payments.ts';

/** A provider event as the store reads it: its id, its type, and the object it is about. */
export interface PaymentEvent {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined);

async function orderOf(tx: Queryable, reference: string | undefined): Promise<number | undefined> {
  if (!reference) return undefined;
  return (await queryOne<{ id: number }>(tx, 'select id from orders where payment_reference = $1', [reference]))?.id;
}

/**
 * Applies a card payment provider's event to the order it is about, once: the event id is
 * stored in the same transaction, so a resent event changes nothing. Captures and releases
 * made at the provider (its dashboard) and refunds given there reach the order this way.
 */
export async function applyPaymentEvent(db: Database, event: PaymentEvent): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const { object } = event;
    const reference = event.type.startsWith('payment_intent.') ? text(object['id']) : text(object['payment_intent']);
    const fresh = await queryOne(
      tx,
      'insert into payment_events (event_id, type, payment_reference) values ($1, $2, $3) on conflict do nothing returning event_id',
      [event.id, event.type, reference ?? null],
    );
    if (!fresh) return { duplicate: true };
    switch (event.type) {
      case 'payment_intent.succeeded':
        await tx.query(
          `update orders set payment_status = 'captured', payment_captured = greatest(payment_captured, $2)
            where payment_reference = $1 and payment_status in ('authorized', 'captured')`,
          [reference, whole(object['amount_received']) ?? 0],
        );
        break;
      case 'payment_intent.canceled':
        await tx.query("update orders set payment_status = 'canceled' where payment_reference = $1 and payment_status = 'authorized'", [reference]);
        break;
      case 'refund.created':
      case 'refund.updated': {
        const orderId = await orderOf(tx, reference);
        const refundId = text(object['id']);
        const amount = whole(object['amount']);
        const counts = text(object['status']) === 'succeeded' || text(object['status']) === 'pending';
        if (orderId && refundId && amount && counts) await countRefund(tx, orderId, refundId, amount);
        break;
      }
      default:
      // Other events are kept (their id) and need nothing done.
    }
    return { duplicate: false };
  });
}
