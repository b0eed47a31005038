import { decimalAmount } from '../../../domain/money.ts';
import { csvDocument } from '../../lib/csv.ts';
import { STATUS_WORDS } from './order-rules.ts';
import type { PaymentState, StaffOrderRow } from './staff-orders.ts';

export const PAYMENT_WORDS: Record<PaymentState, string> = {
  authorized: 'Authorised (held)',
  captured: 'Captured',
  'partly-refunded': 'Partly refunded',
  refunded: 'Refunded',
  canceled: 'Released',
  none: 'No card payment',
};

/** The filtered order list as CSV: one order a row, amounts as decimals of their currency. */
export function ordersCsv(rows: readonly StaffOrderRow[]): string {
  return csvDocument(
    ['number', 'placed_at', 'status', 'customer', 'email', 'country', 'market', 'payment', 'currency', 'total', 'refunded'],
    rows.map((row) => [
      row.number,
      row.placedAt,
      STATUS_WORDS[row.status],
      row.customerName,
      row.email,
      row.country,
      row.crossBorder ? 'cross-border' : 'GB',
      PAYMENT_WORDS[row.payment],
      row.currency,
      decimalAmount(row.total, row.currency),
      decimalAmount(row.refunded, row.currency),
    ]),
  );
}
