import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { IntegrationError } from '../../integrations/http-json.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { DomainError, invalid, notFound } from '../../lib/errors.ts';

/** Where an order's card money stands, in minor units of its currency. */
export interface OrderPayment {
  orderId: number;
  orderNumber: string;
  status: 'authorized' | 'captured' | 'canceled';
  /** What the card was authorised for: the order total less any certificate. */
  cardAmount: number;
  captured: number;
  refunded: number;
}

interface PaymentRow {
  id: number;
  order_number: string;
  grand_total: number;
  certificate_amount: number | null;
  payment_reference: string | null;
  payment_status: OrderPayment['status'] | null;
  payment_captured: number;
  payment_refunded: number;
}

const messages = {
  noOrder: (orderId: number) => `There is no order ${orderId}.`,
  noCard: (number: string) => `Order ${number} was not paid by card: there is no card payment to capture or refund.`,
  canceled: (number: string) => `The card payment of order ${number} was released: there is nothing to capture or refund.`,
  notCaptured: (number: string) => `The card payment of order ${number} is only authorised: capture it before refunding.`,
  amount: 'The refund amount must be a whole number of pence, at least 1.',
  tooMuch: (left: number) => `At most ${left} pence of this payment are left to refund.`,
  unavailable: 'The payment provider cannot be reached just now. Please try again in a minute.',
};

async function paymentRow(db: Database, orderId: number): Promise<PaymentRow> {
  if (!Number.isSafeInteger(orderId) || orderId < 1) throw invalid(messages.noOrder(orderId), 'orderId');
  const row = await queryOne<PaymentRow>(
    db,
    `select id, order_number, grand_total, certificate_amount, payment_reference, payment_status, payment_captured, payment_refunded
       from orders where id = $1`,
    [orderId],
  );
  if (!row) throw notFound(messages.noOrder(orderId));
  if (!row.payment_status || !row.payment_reference || row.payment_reference === 'certificate')
    throw new DomainError('conflict', messages.noCard(row.order_number));
  if (row.payment_status === 'canceled') throw new DomainError('conflict', messages.canceled(row.order_number));
  return row;
}

const view = (row: PaymentRow): OrderPayment => ({
  orderId: row.id,
  orderNumber: row.order_number,
  status: row.payment_status ?? 'authorized',
  cardAmount: row.grand_total - (row.certificate_amount ?? 0),
  captured: row.payment_captured,
  refunded: row.payment_refunded,
});

const providerCall = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    if (error instanceof IntegrationError) throw new DomainError('unavailable', messages.unavailable);
    throw error;
  });

/**
 * Takes the money an order's card authorisation holds (back office). Capturing again answers
 * the order as it is; the provider is asked once per payment (its idempotency key).
 */
export async function capturePayment(db: Database, payments: PaymentProvider, orderId: number): Promise<OrderPayment> {
  const row = await paymentRow(db, orderId);
  if (row.payment_status === 'captured') return view(row);
  const cardAmount = row.grand_total - (row.certificate_amount ?? 0);
  const { amountCaptured } = await providerCall(payments.capture(row.payment_reference ?? '', cardAmount));
  const updated = await queryOne<PaymentRow>(
    db,
    `update orders set payment_status = 'captured', payment_captured = greatest(payment_captured, $2)
      where id = $1
      returning id, order_number, grand_total, certificate_amount, payment_reference, payment_status, payment_captured, payment_refunded`,
    [row.id, amountCaptured],
  );
  return view(updated ?? row);
}

/**
 * Gives back `amountMinor` of an order's captured card payment, or all that is left when
 * omitted (back office). The refund's idempotency key is the order and how much was refunded
 * before, so a retried call makes one refund; each provider refund is counted once.
 */
export async function refundPayment(db: Database, payments: PaymentProvider, orderId: number, amountMinor?: number): Promise<OrderPayment> {
  const row = await paymentRow(db, orderId);
  if (row.payment_status !== 'captured') throw new DomainError('conflict', messages.notCaptured(row.order_number));
  const left = row.payment_captured - row.payment_refunded;
  const amount = amountMinor ?? left;
  if (!Number.isSafeInteger(amount) || amount < 1) throw invalid(left < 1 ? messages.tooMuch(0) : messages.amount, 'amountMinor');
  if (amount > left) throw invalid(messages.tooMuch(left), 'amountMinor');
  const refund = await providerCall(payments.refund(row.payment_reference ?? '', amount, `refund-order-${row.id}-${row.payment_refunded}-${amount}`));
  await recordRefund(db, row.id, refund.refundId, refund.amount);
  return view(await paymentRow(db, row.id));
}

/** Counts a provider refund against its order once, whether the back office or the provider's webhook tells of it first. */
export async function recordRefund(db: Database, orderId: number, refundId: string, amount: number): Promise<void> {
  await db.transaction((tx) => countRefund(tx, orderId, refundId, amount));
}

/** `recordRefund` inside the caller's transaction. */
export async function countRefund(tx: Queryable, orderId: number, refundId: string, amount: number): Promise<void> {
  await tx.query('select id from orders where id = $1 for update', [orderId]);
  await tx.query('insert into order_refunds (refund_id, order_id, amount) values ($1, $2, $3) on conflict do nothing', [refundId, orderId, amount]);
  await tx.query('update orders set payment_refunded = (select coalesce(sum(amount), 0) from order_refunds where order_id = $1) where id = $1', [orderId]);
}
